import { expect, test } from "vitest";
import { StoryPointReason as StoryPointReasonRow } from "@/lib/generated/prisma/enums";
import { STORY_POINT_REASONS } from "@/lib/rules/smf";
import { REASON_TO_ROW } from "./story-point-reason";

test("every rules reason has its own stored reason, and the enum holds nothing else but STARTING", () => {
  const stored = STORY_POINT_REASONS.map((reason) => REASON_TO_ROW[reason]);
  expect(new Set(stored).size).toBe(STORY_POINT_REASONS.length);
  expect([...stored, "STARTING"].sort()).toEqual(Object.values(StoryPointReasonRow).sort());
});

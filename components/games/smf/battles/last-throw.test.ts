import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import type { LastThrow } from "@/lib/games/smf/battles/explain-throws";
import { LastThrowCard } from "./last-throw";

const throws: LastThrow["throws"] = [
  { sequence: 7, label: "Injury roll: bonus dice — Deadeye (Dawn Patrol): 4D", faces: [2, 5, 5, 5], lines: ["Deadeye: 4D [2,5,5,5] = 3 goals → +1 to the injury roll"] },
  { sequence: 8, label: "Injury roll: D6 — Deadeye (Dawn Patrol): 1D", faces: [3], lines: [] },
];
const card = (source: LastThrow["source"]) => renderToStaticMarkup(createElement(LastThrowCard, { lastThrow: { actorName: "Bob", source, throws } }));

describe("LastThrowCard", () => {
  test("each throw of typed dice says so; the app's do not", () => {
    expect(card("PHYSICAL").match(/· typed/g)).toHaveLength(2);
    expect(card("APP")).not.toContain("typed");
  });

  test("every throw with its faces and lines, and who threw", () => {
    const html = card("APP");
    expect(html).toContain("What the dice did (2 throws)");
    expect(html).toContain("[2, 5, 5, 5]");
    expect(html).toContain("3 goals → +1 to the injury roll");
    expect(html).toContain("Counted; what it decides shows after the next throw.");
    expect(html).toContain("Thrown by Bob.");
  });
});

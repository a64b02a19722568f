import { describe, expect, test } from "vitest";
import type { SuCard } from "../card/card";
import { SU_ROSTER_DEFAULTS } from "../card/roster-settings";
import { member } from "../samples/test-members";
import { defaultLineUp } from "./default-line-up";
import { validateTeam } from "./validate-team";

const MEDIUM = SU_ROSTER_DEFAULTS; // 25 Levels
const SMALL = { ...SU_ROSTER_DEFAULTS, gameSize: "small" as const }; // 15 Levels

describe("defaultLineUp: a legal line-up to open the set-up on (SU L382–L397)", () => {
  test.each<[string, typeof MEDIUM, SuCard[], string[]]>([
    ["one card: fielded", MEDIUM, [member("Ace", 4)], ["ace"]],
    ["the whole roster when it fits", MEDIUM, [member("Ace", 4), member("Nova", 6), member("Titan", 8)], ["ace", "nova", "titan"]],
    ["a card that would go over the budget is passed over, a later one that fits is taken", SMALL, [member("Ace", 6), member("Titan", 10), member("Nova", 5)], ["ace", "nova"]],
    [
      "a Henchman who would break every Formation is passed over (SU L386–L392)",
      MEDIUM,
      [member("Ace", 4), member("Goon", 2), member("Goon 2", 2), member("Goon 3", 2)],
      ["ace", "goon"],
    ],
    ["an empty roster: nobody", MEDIUM, [], []],
  ])("%s", (_label, settings, roster, expected) => {
    expect(defaultLineUp(settings, roster)).toEqual(expected);
  });

  test("what it opens on is always a legal team", () => {
    const roster = [member("Titan", 10), member("Ace", 4), member("Goon", 2), member("Nova", 9), member("Blip", 3), member("Lug", 1)];
    for (const settings of [MEDIUM, SMALL]) {
      const ids = defaultLineUp(settings, roster);
      expect(ids.length).toBeGreaterThan(0);
      expect(
        validateTeam(
          settings,
          roster.filter((c) => ids.includes(c.id)),
        ),
      ).toEqual({ ok: true });
    }
  });
});

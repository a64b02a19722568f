import { describe, expect, test } from "vitest";
import { member, squad } from "../testing/fixtures";
import type { RuleReference } from "../rule-reference";
import { liftCurseWithStoryPoints } from "./lift-curse-with-story-points";

const cursed = member("c", { name: "Cursed", state: { curses: 2 } });
const plain = member("p", { name: "Plain" });
const withBalance = (balance: number) => squad("t", [cursed, plain], { name: "Team", storyPoints: { earned: 6, balance } });

describe("lift a curse with story points (L2473, Ruling R8)", () => {
  test("1 SP removes one curse; the entry records the counters after it", () => {
    const result = liftCurseWithStoryPoints(withBalance(3), "c");
    expect(result).toEqual({
      ok: true,
      team: expect.objectContaining({ storyPoints: { earned: 6, balance: 2 } }),
      entry: { teamId: "t", delta: -1, reason: "curse-lift", characterId: "c", earned: 6, balance: 2, note: "lift a curse from Cursed (L2473)" },
      summary: "Team lifts a curse from Cursed — 1 SP",
    });
    if (!result.ok) return;
    expect(result.team.characters.map((c) => c.state.curses)).toEqual([1, 0]);
  });

  test("the team passed in is not changed", () => {
    const before = withBalance(3);
    liftCurseWithStoryPoints(before, "c");
    expect(before.storyPoints.balance).toBe(3);
    expect(before.characters[0]!.state.curses).toBe(2);
  });

  test("a balance of exactly 1 SP is enough", () => {
    expect(liftCurseWithStoryPoints(withBalance(1), "c").ok).toBe(true);
  });

  test.each<[string, string, number, string, string, { rule: RuleReference } | object]>([
    ["a character not on the roster", "zz", 3, "unknown-character", "Character zz is not on Team's roster.", {}],
    ["a character without a curse", "p", 3, "target-not-cursed", "Plain has no curse to lift.", {}],
    ["a balance of 0 (Ruling R8)", "c", 0, "insufficient-balance", "Team has 0 SP; lift a curse from Cursed costs 1.", { rule: { line: 2473 } }],
  ])("refused: %s", (_label, characterId, balance, code, message, rule) => {
    expect(liftCurseWithStoryPoints(withBalance(balance), characterId)).toEqual({ ok: false, error: { code, message, ...rule } });
  });
});

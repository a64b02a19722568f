import { describe, expect, test } from "vitest";
import { INJURY_OUTCOMES, INJURY_TABLE, injuryRow, injuryRowForTotal, type InjuryOutcome } from "./injury-table";

describe("INJURY_TABLE (SMF L2585–L2595)", () => {
  test("rows are in outcome order and cite their book line", () => {
    expect(INJURY_TABLE.map((r) => r.outcome)).toEqual([...INJURY_OUTCOMES]);
    INJURY_TABLE.forEach((r, i) => expect(r.line).toBe(2586 + i));
  });

  test("every whole total from −10 to 15 lands on exactly one row", () => {
    for (let total = -10; total <= 15; total++) {
      const matches = INJURY_TABLE.filter((r) => (r.minTotal === null || total >= r.minTotal) && (r.maxTotal === null || total <= r.maxTotal));
      expect(matches, `total ${total}`).toHaveLength(1);
      expect(injuryRowForTotal(total)).toBe(matches[0]);
    }
  });

  test.each<[string, number, InjuryOutcome]>([
    ["L2586 0 or less: dead (−3)", -3, "dead"],
    ["L2586 0 or less: dead (0)", 0, "dead"],
    ["L2587 1: captured", 1, "captured"],
    ["L2588 2: grievous injury", 2, "grievous-injury"],
    ["L2589 3: serious injuries", 3, "serious-injuries"],
    ["L2590 4: light injury", 4, "light-injury"],
    ["L2591 5: minor scrapes", 5, "minor-scrapes"],
    ["L2592 6: settle the score", 6, "settle-the-score"],
    ["L2593 7+: inspired recovery (7)", 7, "inspired-recovery"],
    ["L2593 7+: inspired recovery (9)", 9, "inspired-recovery"],
  ])("%s", (_label, total, outcome) => {
    expect(injuryRowForTotal(total).outcome).toBe(outcome);
  });

  test.each<[InjuryOutcome, object | undefined, number | undefined]>([
    ["dead", undefined, undefined],
    ["captured", undefined, undefined],
    ["grievous-injury", { missesBattle: true }, undefined],
    ["serious-injuries", { moveLoss: 3, attackDiceLoss: 1 }, undefined],
    ["light-injury", { moveLoss: 2 }, undefined],
    ["minor-scrapes", undefined, undefined],
    ["settle-the-score", undefined, undefined],
    ["inspired-recovery", undefined, 1],
  ])("%s: next-battle effects and story points", (outcome, nextBattle, storyPoints) => {
    const row = injuryRow(outcome);
    expect("nextBattle" in row ? row.nextBattle : undefined).toEqual(nextBattle);
    expect("storyPoints" in row ? row.storyPoints : undefined).toBe(storyPoints);
  });

  test("a fractional total is a programmer error", () => {
    expect(() => injuryRowForTotal(1.5)).toThrow(/whole number/);
  });
});

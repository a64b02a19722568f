import { describe, expect, test } from "vitest";
import { BUMP_TABLES, CHECK_CATEGORIES } from "../character";
import { BUMP_ROWS, BUMP_TABLE_DEFS, bumpTableResults } from "./bump-tables";
import { CHASE_SIXES_SUMMARY, SUBPLOT_CHOICE_SUMMARY, subplotOptionSummary } from "./choice-summaries";
import { SCENARIOS } from "./scenarios";

describe("the lines the battle forms show beside each choice", () => {
  test("chase sixes and the subplot choice each have a line", () => {
    expect(CHASE_SIXES_SUMMARY.trim()).not.toBe("");
    expect(SUBPLOT_CHOICE_SUMMARY.trim()).not.toBe("");
  });

  test.each(BUMP_TABLES)("bump table %s: a summary and exactly six results, faces 1–6, each named", (table) => {
    expect(BUMP_TABLE_DEFS[table].summary.trim()).not.toBe("");
    const results = bumpTableResults(table);
    expect(results.map((r) => r.face)).toEqual([...BUMP_ROWS]);
    for (const r of results) expect(r.name.trim()).not.toBe("");
    for (const r of results) expect(r.name).not.toContain("†");
  });

  test.each(CHECK_CATEGORIES)("subplot %s: says on which subplot-table faces it is in play", (category) => {
    expect(subplotOptionSummary(category)).toMatch(/^in play on (a )?[1-6]( or [1-6])*$/);
  });

  test.each([
    ["adventure", "in play on 2 or 5"], // L1976, L1979
    ["creative", "in play on a 1"], // L1975
    ["underworld", "in play on 3 or 6"], // L1977, L1980
  ] as const)("subplot %s: %s", (category, line) => {
    expect(subplotOptionSummary(category)).toBe(line);
  });

  test.each(SCENARIOS.map((s) => [s.name, s.postBattleSpecial] as const))("%s: its post-battle special has a name and a summary", (_, special) => {
    expect(special.name.trim()).not.toBe("");
    expect(special.summary.trim()).not.toBe("");
  });
});

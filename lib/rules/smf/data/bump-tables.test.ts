import { describe, expect, test } from "vitest";
import { BUMP_TABLES, type BumpTable } from "../character";
import { BUMP_ROWS, BUMP_TABLE_DEFS, bumpTableRow, bumpTableRows, rowsWithSameEffect, type BumpEffect, type BumpRow } from "./bump-tables";

const ALL_ROWS = BUMP_TABLES.flatMap((table) => bumpTableRows(table).map((r) => [table, r.row, r.effect] as const));

describe("BUMP_TABLE_DEFS (SMF L2631–L2690)", () => {
  test.each(BUMP_TABLES)("%s: faces 1–6 each map to exactly one row", (table) => {
    expect(bumpTableRows(table).map((r) => r.row)).toEqual([...BUMP_ROWS]);
    expect(BUMP_TABLE_DEFS[table].id).toBe(table);
  });

  test.each<[BumpTable, BumpRow, BumpEffect]>([
    ["martial", 1, "melee-attack-reroll"], // L2636
    ["martial", 2, "ranged-attack-reroll"], // L2637
    ["martial", 3, "body"], // L2638
    ["martial", 4, "ranged-defense-reroll"], // L2639
    ["martial", 5, "melee-defense-reroll"], // L2640
    ["martial", 6, "ko-check-reroll"], // L2641
    ["esoteric", 1, "psyche-power-reroll"], // L2650
    ["esoteric", 2, "three-dice-chance"], // L2651
    ["esoteric", 3, "new-minor-power"], // L2652
    ["esoteric", 4, "check-dice"], // L2653
    ["esoteric", 5, "psyche"], // L2654
    ["esoteric", 6, "defense-reroll"], // L2655
    ["general", 1, "body"], // L2664
    ["general", 2, "psyche"], // L2665
    ["general", 3, "move"], // L2666
    ["general", 4, "move"], // L2667
    ["general", 5, "check-reroll"], // L2668
    ["general", 6, "check-reroll"], // L2669
    ["weird", 1, "dimension-door"], // L2677
    ["weird", 2, "fabled-luck"], // L2678
    ["weird", 3, "unexpected-ally"], // L2679
    ["weird", 4, "spectacular-death"], // L2680
    ["weird", 5, "inspire-allies"], // L2681
    ["weird", 6, "power-reserve"], // L2682
  ])("%s %i is %s", (table, row, effect) => {
    expect(bumpTableRow(table, row).effect).toBe(effect);
    expect(ALL_ROWS).toContainEqual([table, row, effect]);
  });

  test("rows cite consecutive book lines within each table", () => {
    for (const table of BUMP_TABLES) {
      const lines = bumpTableRows(table).map((r) => r.line);
      lines.forEach((line, i) => expect(line).toBe(lines[0]! + i));
    }
  });

  test('only General +2" Move and the General check Re-roll are printed twice (Ruling R15)', () => {
    const twice = ALL_ROWS.filter(([table, row]) => rowsWithSameEffect(table, row).length > 1).map(([t, r]) => `${t} ${r}`);
    expect(twice).toEqual(["general 3", "general 4", "general 5", "general 6"]);
  });

  test("†† rows (L2686) are Esoteric 4 and General 5–6; Esoteric 3 needs a power; Esoteric 6 a pool", () => {
    const dagger = ALL_ROWS.filter(([t, r]) => bumpTableRow(t, r).needsBackground).map(([t, r]) => `${t} ${r}`);
    expect(dagger).toEqual(["esoteric 4", "general 5", "general 6"]);
    expect(bumpTableRow("esoteric", 3).needsPower).toBe(true);
    expect(bumpTableRow("esoteric", 6).poolChoices).toEqual(["psyche-defense", "melee-defense"]);
  });

  test("stat rows carry the numbers the roster adds up", () => {
    expect(bumpTableRow("martial", 3).stat).toEqual({ body: 1 });
    expect(bumpTableRow("general", 3).stat).toEqual({ move: 2 });
    expect(bumpTableRow("esoteric", 5).stat).toEqual({ psyche: 1 });
    expect(bumpTableRow("martial", 1).rerollPool).toBe("melee-attack");
  });
});

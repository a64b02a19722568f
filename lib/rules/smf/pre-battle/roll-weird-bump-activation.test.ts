import { describe, expect, test } from "vitest";
import { scriptedDice } from "../../dice";
import type { Bump } from "../character";
import { member } from "../testing/fixtures";
import { rollWeirdBumpActivation, WEIRD_BUMP_NAMES } from "./roll-weird-bump-activation";

const weird = (row: Bump["row"]): Bump => ({ table: "weird", row, issue: 1 });

describe("Weird-bump activation (L2673)", () => {
  test.each([
    { label: "0 goals → dormant", faces: [1, 2], isActive: false },
    { label: "1 goal → dormant", faces: [5, 2], isActive: false },
    { label: "2 goals (two 4s) → active", faces: [4, 4], isActive: true },
    { label: "2 goals (one 6) → active", faces: [6, 1], isActive: true },
  ])("2+ Chance: $label", ({ faces, isActive }) => {
    const c = member("w", { name: "Weirdo", state: { bumps: [weird(2)] } });
    const dice = scriptedDice(faces);
    const [record] = rollWeirdBumpActivation({ teamId: "t", fielded: [c] }, dice);
    dice.assertExhausted();
    expect(record).toMatchObject({ step: "weird-bump-activation", teamId: "t", weirdRows: [2], isActive });
    expect(record!.summary).toContain(isActive ? "active this battle" : "dormant this battle");
  });

  test("one roll per character, whatever its number of Weird bumps; others roll nothing", () => {
    const a = member("a", { name: "A", state: { bumps: [weird(1), weird(4), { table: "general", row: 1, issue: 1 }] } });
    const b = member("b", { name: "B", state: { bumps: [{ table: "martial", row: 3, issue: 1 }] } });
    const c = member("c", { name: "C", state: { bumps: [weird(6)], curses: 2 } });
    const dice = scriptedDice([6, 6, 1, 1]);
    const records = rollWeirdBumpActivation({ teamId: "t", fielded: [a, b, c] }, dice);
    dice.assertExhausted();
    expect(records.map((r) => [r.character.characterId, r.weirdRows, r.isActive])).toEqual([
      ["a", [1, 4], true],
      ["c", [6], false],
    ]);
    expect(records[0]!.summary).toBe("A's Weird bumps (Dimension Door, Spectacular Death): 2+ Chance 2D [6,6] = 4 goals → active this battle");
  });

  test("every Weird row has a name", () => {
    expect(Object.keys(WEIRD_BUMP_NAMES)).toEqual(["1", "2", "3", "4", "5", "6"]);
  });
});

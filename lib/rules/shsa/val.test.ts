import { describe, expect, test } from "vitest";
import { scriptedDice } from "../dice";
import { addDice, DIE_LADDER, dice, fixed, formatDice, parseDice, rollExpression, stepDie, stepExpression } from "./val";

describe("the Val ladder (L415–L427, L441–L447)", () => {
  test("runs D4 to D20 by twos, then D30", () => {
    expect(DIE_LADDER).toEqual([4, 6, 8, 10, 12, 14, 16, 18, 20, 30]);
  });

  test.each([
    { label: "up one", from: 6, steps: 1, to: 8 },
    { label: "down two", from: 10, steps: -2, to: 6 },
    { label: "down past D4 stops at D4 (L272–L275)", from: 6, steps: -3, to: 4 },
    { label: "D20 up one is D30", from: 20, steps: 1, to: 30 },
    { label: "SHSA-R3: up past D30 stops at D30", from: 18, steps: 5, to: 30 },
  ] as const)("$label", ({ from, steps, to }) => {
    expect(stepDie(from, steps)).toBe(to);
  });
});

describe("dice expressions", () => {
  test.each([
    { text: "2D8", expr: dice(2, 8) },
    { text: "D6-4", expr: dice(1, 6, -4) },
    { text: "d8 + 2", expr: dice(1, 8, 2) },
    { text: "D6−2", expr: dice(1, 6, -2) },
    { text: "4", expr: fixed(4) },
  ])("$text parses", ({ text, expr }) => {
    expect(parseDice(text)).toEqual(expr);
  });

  test("nonsense is refused", () => {
    expect(() => parseDice("2X8")).toThrow(/not a dice expression/);
  });

  test("formats back", () => {
    expect([dice(2, 8), dice(1, 6, -4), dice(1, 8, 2), fixed(5)].map(formatDice)).toEqual(["2D8", "D6−4", "D8+2", "5"]);
  });

  test("SHSA-R3: ±nD changes the dice, never below one; a plain number takes none", () => {
    expect(addDice(dice(2, 6), 1)).toEqual(dice(3, 6));
    expect(addDice(dice(2, 6), -2)).toEqual(dice(1, 6));
    expect(addDice(fixed(4), 1)).toEqual(fixed(4));
  });

  test("±n Val steps every die; a plain number stays", () => {
    expect(stepExpression(dice(2, 6), -2)).toEqual(dice(2, 4));
    expect(stepExpression(fixed(4), 2)).toEqual(fixed(4));
  });

  test("a throw records every die with its purpose", () => {
    const roll = rollExpression(scriptedDice([3, 7], 8), dice(2, 8, 1), "falling");
    expect(roll.total).toBe(11);
    expect(roll.thrown).toEqual([
      { sides: 8, face: 3, purpose: "falling", status: "kept" },
      { sides: 8, face: 7, purpose: "falling", status: "kept" },
    ]);
    expect(roll.summary).toBe("2D8+1 [3,7] = 11");
  });
});

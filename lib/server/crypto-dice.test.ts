import { describe, expect, test } from "vitest";
import { rollGoals } from "@/lib/rules/dice";
import { cryptoDice } from "./crypto-dice";

describe("cryptoDice", () => {
  test.each([{ sides: 1 }, { sides: 3 }, { sides: 6 }, { sides: 20 }])("D$sides faces stay in 1..$sides and all appear", ({ sides }) => {
    const dice = cryptoDice();
    const seen = new Set<number>();
    for (let i = 0; i < sides * 300; i++) {
      const face = dice.roll(sides, "test");
      expect(Number.isInteger(face) && face >= 1 && face <= sides).toBe(true);
      seen.add(face);
    }
    expect(seen.size).toBe(sides);
  });

  test("D6 faces are roughly uniform (loose chi-square bound, 5 degrees of freedom)", () => {
    const dice = cryptoDice();
    const rolls = 60_000;
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < rolls; i++) counts[dice.roll(6, "test") - 1]!++;
    const expected = rolls / 6;
    const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // Unseeded, so the bound is loose: P(chi-square(5) > 40) is about 1.5e-7.
    expect(chiSquare).toBeLessThan(40);
  });

  test("works as the Dice of a rule", () => {
    const roll = rollGoals(cryptoDice(), { dice: 4, rerolls: 1 }, "test");
    expect(roll.first).toHaveLength(4);
  });

  test.each([{ sides: 0 }, { sides: 1.5 }, { sides: 2 ** 48 }])("refuses a D$sides", ({ sides }) => {
    expect(() => cryptoDice().roll(sides, "test")).toThrow(/sides/);
  });
});

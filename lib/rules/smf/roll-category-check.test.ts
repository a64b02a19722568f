import { describe, expect, test } from "vitest";
import { scriptedDice } from "../dice";
import { categoryCheckPool, rollCategoryCheck } from "./roll-category-check";
import { member } from "./testing/fixtures";

const scientist = (curses: number) => member("s", { name: "Sci", backgrounds: ["science", "athletics"], state: { curses } });

describe("a check in one category (L2473, Ruling R12)", () => {
  test.each([
    ["no curse: the base TN", 0, 2],
    ["one curse: TN + 1", 1, 3],
    ["three curses stack: TN + 3", 3, 5],
  ])("%s", (_label, curses, tn) => {
    expect(categoryCheckPool({ character: scientist(curses), category: "science", baseTn: 2 }).tn).toBe(tn);
  });

  test("rolls the category's pool against the raised TN and records every die", () => {
    const dice = scriptedDice([6, 4, 1, 1, 1, 1]); // Science background: 6D
    const { pool, tn, check } = rollCategoryCheck({ character: scientist(1), category: "science", baseTn: 2, purpose: "subplot-check" }, dice);
    dice.assertExhausted();
    expect(pool.dice).toBe(6);
    expect(tn).toBe(3);
    expect(check).toMatchObject({ goals: 3, tn: 3, isSuccess: true, goalsAboveTn: 0 });
    expect(check.thrown.map((d) => d.purpose)).toEqual(Array(6).fill("subplot-check"));
  });

  test("Ruling R22: chasing sixes re-rolls a 4 or 5 only when asked", () => {
    const reroller = member("r", { backgrounds: ["science", "athletics"], state: { bumps: [{ table: "general", row: 5, background: "science", issue: 1 }] } });
    const plain = rollCategoryCheck({ character: reroller, category: "science", baseTn: 2, purpose: "x" }, scriptedDice([4, 4, 4, 4, 4, 4]));
    expect(plain.check.rerolls).toEqual([]);
    const chased = rollCategoryCheck({ character: reroller, category: "science", baseTn: 2, purpose: "x", chaseSixes: true }, scriptedDice([4, 4, 4, 4, 4, 4, 6]));
    expect(chased.check.rerolls).toEqual([{ index: 0, from: 4, to: 6 }]);
  });
});

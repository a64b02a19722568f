import { describe, expect, test } from "vitest";
import { BACKGROUNDS, CHECK_CATEGORIES, type BackgroundId, type CheckCategory } from "../character";
import { BACKGROUND_ROWS, BACKGROUND_TABLE, backgroundCheckDice, parseBackgroundName } from "./backgrounds";

const EXPECTED: [BackgroundId, Partial<Record<CheckCategory, number>>][] = [
  ["arcane", { magical: 2 }],
  ["art", { creative: 2 }],
  ["athletics", { adventure: 2 }],
  ["blue-collar", { image: 2 }],
  ["business", { resource: 2 }],
  ["criminal", { underworld: 2 }],
  ["espionage", { adventure: 1, military: 1 }],
  ["exploration", { adventure: 2 }],
  ["high-society", { image: 1, resource: 1 }],
  ["journalist", { image: 1, investigation: 1 }],
  ["medicine", { science: 2 }],
  ["military", { military: 2 }],
  ["monarch", { image: 1, resource: 1 }],
  ["performance", { creative: 1, image: 1 }],
  ["public-safety", { investigation: 2 }],
  ["science", { science: 2 }],
  ["social-science", { adventure: 1, investigation: 1 }], // Ruling R1
];

const asRecord = (dice: readonly { category: CheckCategory; dice: number }[]) => Object.fromEntries(dice.map((d) => [d.category, d.dice]));

describe("BACKGROUND_TABLE", () => {
  test("has the 18 backgrounds in the contract's order", () => {
    expect(BACKGROUND_TABLE.map((b) => b.id)).toEqual([...BACKGROUNDS]);
  });

  test.each(EXPECTED)("%s dice", (id, dice) => {
    expect(asRecord(backgroundCheckDice(id))).toEqual(dice);
  });

  test.each<["magical" | "science"]>([["magical"], ["science"]])("Alien / Dimensional +2D on the chosen %s (L1165)", (category) => {
    expect(backgroundCheckDice("alien-dimensional", category)).toEqual([{ category, dice: 2 }]);
    expect(backgroundCheckDice("alien-dimensional")).toEqual([]);
  });

  test("Ruling R1 ch5-table: Social Science gives Adventure and Image", () => {
    expect(asRecord(backgroundCheckDice("social-science", undefined, "ch5-table"))).toEqual({ adventure: 1, image: 1 });
    expect(asRecord(backgroundCheckDice("espionage", undefined, "ch5-table"))).toEqual({ adventure: 1, military: 1 });
  });

  test.each(CHECK_CATEGORIES.map((c) => [c]))("category %s is served by some background", (category) => {
    const served = BACKGROUND_ROWS.some((b) => b.checkDice.some((d) => d.category === category) || b.chooseOne?.categories.some((c) => c === category));
    expect(served).toBe(true);
  });

  test("every background gives 2 dice in total", () => {
    for (const b of BACKGROUND_ROWS) {
      const total = b.checkDice.reduce((s, d) => s + d.dice, 0) + (b.chooseOne?.dice ?? 0);
      expect(total, b.id).toBe(2);
    }
  });

  test.each<[string, BackgroundId | undefined]>([
    ["Social Sciences", "social-science"],
    ["Social Science", "social-science"],
    ["Alien / Dimensional", "alien-dimensional"],
    ["Blue Collar", "blue-collar"],
    ["Astrology", undefined],
  ])("parses %s (Ruling R1 spellings)", (name, id) => {
    expect(parseBackgroundName(name)).toBe(id);
  });
});

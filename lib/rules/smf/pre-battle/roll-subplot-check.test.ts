import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { goalsOfFace, scriptedDice } from "../../dice";
import type { CheckCategory } from "../character";
import { SUBPLOT_CHECK_TN } from "../data/subplot-table";
import { member } from "../testing/fixtures";
import { chooseSubplot, rollSubplotCheck, subplotPoolSize } from "./roll-subplot-check";

const ADVENTURE_MILITARY: [CheckCategory, CheckCategory] = ["adventure", "military"];

describe("subplot check (L2064–L2068)", () => {
  const giantess = member("giant", { name: "Giantess", backgrounds: ["military", "science"] });

  test("worked example L2068: Giantess rolls 6D on Military, 5 goals → 3D", () => {
    const dice = scriptedDice([6, 6, 4, 1, 2, 3]);
    const result = rollSubplotCheck({ teamId: "scott", driver: giantess, subplots: ADVENTURE_MILITARY, category: "military" }, dice);
    dice.assertExhausted();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.pool.dice).toBe(6);
    expect(result.tn).toBe(2);
    expect(result.check.goals).toBe(5);
    expect(result.earnedSubplotDice).toBe(3);
    expect(result.summary).toBe("Giantess drives Military: 6D [6,6,4,1,2,3] = 5 goals vs TN 2: success, 3 above → +3D subplot dice");
  });

  test("worked example L2068: Serpent rolls 6D on Military, 7 goals → 5D", () => {
    // Serpent's backgrounds are Military and Underworld: Criminal is the background giving Underworld dice.
    const serpent = member("serpent", { name: "Serpent", backgrounds: ["military", "criminal"] });
    const dice = scriptedDice([6, 6, 6, 4, 1, 1]);
    const result = rollSubplotCheck({ teamId: "sky", driver: serpent, subplots: ADVENTURE_MILITARY, category: "military" }, dice);
    expect(result.ok && result.pool.dice).toBe(6);
    expect(result.ok && result.check.goals).toBe(7);
    expect(result.ok && result.earnedSubplotDice).toBe(5);
  });

  test("exactly the TN earns nothing; below it is a failure and earns nothing", () => {
    const plain = member("p", { backgrounds: ["art", "business"] }); // no Military dice: 4D
    const atTn = rollSubplotCheck({ teamId: "t", driver: plain, subplots: ADVENTURE_MILITARY, category: "military" }, scriptedDice([4, 5, 1, 1]));
    expect(atTn.ok && [atTn.check.isSuccess, atTn.earnedSubplotDice]).toEqual([true, 0]);
    const below = rollSubplotCheck({ teamId: "t", driver: plain, subplots: ADVENTURE_MILITARY, category: "military" }, scriptedDice([4, 1, 1, 1]));
    expect(below.ok && [below.check.isSuccess, below.earnedSubplotDice]).toEqual([false, 0]);
  });

  test.each([
    { curses: 1, tn: 3, earned: 2 },
    { curses: 2, tn: 4, earned: 1 },
    { curses: 5, tn: 7, earned: 0 },
  ])("Ruling R12: $curses curse(s) raise the TN to $tn; 5 goals earn $earned", ({ curses, tn, earned }) => {
    const cursed = member("c", { backgrounds: ["art", "business"], state: { curses } });
    const result = rollSubplotCheck({ teamId: "t", driver: cursed, subplots: ADVENTURE_MILITARY, category: "military" }, scriptedDice([6, 6, 4, 1]));
    expect(result.ok && result.tn).toBe(tn);
    expect(result.ok && result.earnedSubplotDice).toBe(earned);
    expect(result.ok && result.summary).toContain(`(TN 2 +${curses} cursed)`);
  });

  test("re-rolls from a General bump are used on missed dice (Ruling R22)", () => {
    const bumped = member("b", {
      backgrounds: ["military", "art"],
      state: { bumps: [{ table: "general", row: 5, background: "military", issue: 1 }] },
    });
    const dice = scriptedDice([1, 4, 2, 2, 2, 2, 6]); // 6D[1]: the 1 is re-rolled into a 6
    const result = rollSubplotCheck({ teamId: "t", driver: bumped, subplots: ADVENTURE_MILITARY, category: "military" }, dice);
    dice.assertExhausted();
    expect(result.ok && result.pool.rerolls).toBe(1);
    expect(result.ok && result.check.goals).toBe(3);
    expect(result.ok && result.thrown.map((d) => d.status)).toEqual(["rerolled", "kept", "kept", "kept", "kept", "kept", "kept"]);
    expect(result.ok && result.earnedSubplotDice).toBe(1);
  });

  test("a henchmen group drives with the Rule of 2D plus its background", () => {
    const group = member("h", { kind: "henchmen", backgrounds: ["military"] });
    const result = rollSubplotCheck({ teamId: "t", driver: group, subplots: ADVENTURE_MILITARY, category: "military" }, scriptedDice([6, 6, 6, 6]));
    expect(result.ok && result.pool.dice).toBe(4);
    expect(result.ok && result.earnedSubplotDice).toBe(6);
  });

  test("a subplot that is not in play → subplot-not-in-play, no die thrown", () => {
    const dice = scriptedDice([]);
    const result = rollSubplotCheck({ teamId: "t", driver: giantess, subplots: ADVENTURE_MILITARY, category: "science" }, dice);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe("subplot-not-in-play");
      expect(result.error.message).toBe("Science is not in play; the subplots are Adventure and Military.");
    }
  });

  test("property: subplot dice = max(0, goals − TN), TN = 2 + curses", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 4, maxLength: 4 }), fc.integer({ min: 0, max: 3 }), (faces, curses) => {
        const driver = member("d", { backgrounds: ["art", "business"], state: { curses } });
        const result = rollSubplotCheck({ teamId: "t", driver, subplots: ADVENTURE_MILITARY, category: "adventure" }, scriptedDice(faces));
        const goals = faces.reduce((sum, f) => sum + goalsOfFace(f), 0);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.tn).toBe(SUBPLOT_CHECK_TN + curses);
        expect(result.check.goals).toBe(goals);
        expect(result.earnedSubplotDice).toBe(Math.max(0, goals - SUBPLOT_CHECK_TN - curses));
      }),
    );
  });
});

describe("default subplot chooser", () => {
  test.each([
    { label: "bigger pool wins (Military 6D vs Adventure 4D)", backgrounds: ["military", "science"], expected: "military" },
    { label: "bigger pool wins (Adventure 6D vs Military 4D)", backgrounds: ["athletics", "art"], expected: "adventure" },
    { label: "tie goes to the first subplot on the table", backgrounds: ["espionage", "art"], expected: "adventure" },
  ] as const)("$label", ({ backgrounds, expected }) => {
    const driver = member("d", { backgrounds: [...backgrounds] });
    expect(chooseSubplot(driver, ADVENTURE_MILITARY)).toEqual({ category: expected, choice: "default" });
  });

  test("equal dice: more re-rolls wins (Construct's Re-roll on Magical, L705)", () => {
    const driver = member("d", {
      backgrounds: ["art", "arcane"],
      build: { archetype: "wildcard", powers: [{ power: "construct", tier: "minor", choices: { category: "magical" } }] },
    });
    // Creative 6D vs Magical 6D[1].
    expect(chooseSubplot(driver, ["creative", "magical"])).toEqual({ category: "magical", choice: "default" });
  });

  test("a player's preference in play wins over the bigger pool", () => {
    const driver = member("d", { backgrounds: ["military", "science"] });
    expect(chooseSubplot(driver, ADVENTURE_MILITARY, ["creative", "adventure"])).toEqual({ category: "adventure", choice: "player" });
  });

  test("a preference not in play falls back to the default chooser", () => {
    const driver = member("d", { backgrounds: ["military", "science"] });
    expect(chooseSubplot(driver, ADVENTURE_MILITARY, ["science"])).toEqual({ category: "military", choice: "default" });
  });
});

describe("team subplot pool", () => {
  test.each([
    { earned: 3, carried: 0, pool: 3 },
    { earned: 0, carried: 2, pool: 2 },
    { earned: 5, carried: 1, pool: 6 },
    { earned: 0, carried: 0, pool: 0 },
  ])("earned $earned + carried $carried = $pool", ({ earned, carried, pool }) => {
    expect(subplotPoolSize(earned, carried)).toBe(pool);
  });
});

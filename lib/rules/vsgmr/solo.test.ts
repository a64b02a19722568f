import { describe, expect, test } from "vitest";
import { scriptedDice } from "../dice";
import { fraction, fractionText } from "./rolls/fraction";
import {
  ENEMY_ACTION_TABLE,
  enemyActionForFace,
  enemyActionOdds,
  enemyActorCount,
  outflankedArrivalChance,
  outflankedArrivedByChance,
  rollEnemyAction,
  rollOutflankedArrival,
  rollSpawnPlacement,
  SOLO_ENEMY_BEHAVIOUR,
  spawnEntersChance,
  spawnPlacementOdds,
  SPAWNING_TABLE,
} from "./solo";

const FACES = [1, 2, 3, 4, 5, 6];

describe("solo enemy action table (VSGMR L34–L41)", () => {
  test.each([
    { face: 1, figures: 7, maxActing: 1, returns: false, line: 41 },
    { face: 2, figures: 7, maxActing: 4, returns: false, line: 40 },
    { face: 3, figures: 6, maxActing: 3, returns: false, line: 39 },
    { face: 4, figures: 7, maxActing: 7, returns: false, line: 38 },
    { face: 5, figures: 7, maxActing: 7, returns: false, line: 37 },
    { face: 6, figures: 7, maxActing: 7, returns: true, line: 36 },
  ])("d6 $face with $figures figures: up to $maxActing act (L$line)", ({ face, figures, maxActing, returns, line }) => {
    const dice = scriptedDice([face]);
    const roll = rollEnemyAction({ figures, hasDefeated: true }, dice);
    dice.assertExhausted();
    expect(roll).toMatchObject({ face, maxActing, returnsDefeated: returns });
    expect(ENEMY_ACTION_TABLE.find((r) => r.face === face)!.line).toBe(line);
  });

  test("every face maps to exactly one row", () => {
    for (const face of FACES) expect(ENEMY_ACTION_TABLE.filter((r) => r.face === face)).toHaveLength(1);
    expect(() => enemyActionForFace(7)).toThrow(/out of range/);
  });

  test("a 6 brings nobody back when nobody is defeated (L36, VS-R15)", () => {
    expect(rollEnemyAction({ figures: 3, hasDefeated: false }, scriptedDice([6])).returnsDefeated).toBe(false);
    expect(rollEnemyAction({ figures: 3, hasDefeated: true }, scriptedDice([6])).summary).toBe("Enemy d6 [6]: up to 3 of 3 act, and one defeated figure returns");
  });

  test("half rounds up; one figure of none is none", () => {
    expect(enemyActorCount("half", 5)).toBe(3);
    expect(enemyActorCount("half", 1)).toBe(1);
    expect(enemyActorCount("one", 0)).toBe(0);
  });

  test.each([
    { figures: 7, hasDefeated: true },
    { figures: 1, hasDefeated: false },
    { figures: 2, hasDefeated: true },
  ])("odds with $figures figures agree with every face", ({ figures, hasDefeated }) => {
    const byCount = new Map<number, number>();
    let returns = 0;
    for (const face of FACES) {
      const roll = rollEnemyAction({ figures, hasDefeated }, scriptedDice([face]));
      byCount.set(roll.maxActing, (byCount.get(roll.maxActing) ?? 0) + 1);
      if (roll.returnsDefeated) returns++;
    }
    const odds = enemyActionOdds({ figures, hasDefeated });
    expect(odds.maxActing).toEqual([...byCount.entries()].sort(([a], [b]) => a - b).map(([count, n]) => ({ count, chance: fraction(n, 6) })));
    expect(odds.returnsDefeated).toEqual(fraction(returns, 6));
  });

  test("the solo enemy's behaviour is there for the app to show (L32–L34)", () => {
    expect(SOLO_ENEMY_BEHAVIOUR.length).toBeGreaterThanOrEqual(3);
    for (const item of SOLO_ENEMY_BEHAVIOUR) expect(item.line).toBeGreaterThanOrEqual(32);
  });
});

describe("Outflanked arrival (L643)", () => {
  test.each([
    { round: 1, arrivesOn: [1], chance: "1/6" },
    { round: 3, arrivesOn: [1, 2, 3], chance: "1/2" },
    { round: 6, arrivesOn: [1, 2, 3, 4, 5, 6], chance: "1/1" },
    { round: 8, arrivesOn: [1, 2, 3, 4, 5, 6], chance: "1/1" },
  ])("round $round: arrives on $arrivesOn", ({ round, arrivesOn, chance }) => {
    expect(FACES.filter((face) => rollOutflankedArrival(round, scriptedDice([face])).hasArrived)).toEqual(arrivesOn);
    expect(fractionText(outflankedArrivalChance(round))).toBe(chance);
  });

  test("the chance of having arrived by a round multiplies the misses", () => {
    expect(fractionText(outflankedArrivedByChance(1))).toBe("1/6");
    // 1 − (5/6 · 4/6) = 16/36
    expect(fractionText(outflankedArrivedByChance(2))).toBe("4/9");
    expect(fractionText(outflankedArrivedByChance(6))).toBe("1/1");
    expect(() => rollOutflankedArrival(0, scriptedDice([1]))).toThrow(/round/);
  });
});

describe("Spawning placement (L649)", () => {
  test.each([
    { face: 1, placement: "opposite-side" },
    { face: 2, placement: "right-side" },
    { face: 3, placement: "own-side" },
    { face: 4, placement: "left-side" },
    { face: 5, placement: "players-choice" },
    { face: 6, placement: "none" },
  ])("d6 $face → $placement", ({ face, placement }) => {
    const dice = scriptedDice([face]);
    expect(rollSpawnPlacement(dice).placement).toBe(placement);
    dice.assertExhausted();
  });

  test("each face one row; a figure enters on five sixths", () => {
    for (const face of FACES) expect(SPAWNING_TABLE.filter((r) => r.face === face)).toHaveLength(1);
    expect(spawnPlacementOdds().map((o) => fractionText(o.chance))).toEqual(Array(6).fill("1/6"));
    expect(fractionText(spawnEntersChance())).toBe("5/6");
  });
});

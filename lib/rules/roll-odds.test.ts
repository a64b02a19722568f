import { describe, expect, test, vi } from "vitest";
import { rollD6, rollGoals, seededDice, type Dice } from "./dice";
import { goalDistribution } from "./odds";
import { enumerateThrow, facesText, goalBands, poolFacts, poolGoalDistribution } from "./roll-odds";

// Each simulation runs the rule 20,000 times: seconds on a busy machine, well past the default timeout.
vi.setConfig({ testTimeout: 60_000 });

/** Dice that give `first` and then seeded faces: the re-rolls of a recorded first throw. */
function afterFirst(first: readonly number[], seeded: Dice): Dice {
  let used = 0;
  return { roll: (sides, purpose) => (used < first.length ? first[used++]! : seeded.roll(sides, purpose)) };
}

describe("poolGoalDistribution", () => {
  test("before the first throw it is the whole pool's distribution", () => {
    expect(poolGoalDistribution({ dice: 5, rerolls: 2, chaseSixes: true })).toEqual(goalDistribution(5, 2, { chaseSixes: true }));
  });

  test.each([
    // [1,4,6] with 1 re-roll: the 1 is re-rolled, 3 goals kept; the re-roll adds 0 (1/2), 1 (1/3) or 2 (1/6).
    { label: "one miss re-rolled", pool: { dice: 3, rerolls: 1 }, first: [1, 4, 6], expected: [0, 0, 0, 1 / 2, 1 / 3, 1 / 6, 0] },
    // Chasing sixes with 2 re-rolls: the 2 and then the 5 go again, the 6 (2 goals) is kept; 2D is [9,12,10,4,1]/36.
    { label: "chasing sixes", pool: { dice: 3, rerolls: 2, chaseSixes: true }, first: [2, 5, 6], expected: [0, 0, 9 / 36, 12 / 36, 10 / 36, 4 / 36, 1 / 36] },
    // Nothing to re-roll: the goals are certain.
    { label: "no miss", pool: { dice: 2, rerolls: 3 }, first: [4, 6], expected: [0, 0, 0, 1, 0] },
  ])("after the first throw, only the re-rolled dice are uncertain: $label", ({ pool, first, expected }) => {
    const distribution = poolGoalDistribution(pool, first);
    expect(distribution).toHaveLength(expected.length);
    distribution.forEach((p, g) => expect(p, `${g} goals`).toBeCloseTo(expected[g]!, 12));
  });

  test.each([
    { label: "4D[2], two misses", pool: { dice: 4, rerolls: 2 }, first: [1, 3, 5, 6] },
    { label: "5D[4] chasing sixes", pool: { dice: 5, rerolls: 4, chaseSixes: true }, first: [1, 4, 5, 6, 2] },
    { label: "6D[1], more misses than re-rolls", pool: { dice: 6, rerolls: 1 }, first: [1, 1, 2, 3, 4, 6] },
  ])("agrees with rollGoals itself re-rolling a recorded first throw: $label", ({ pool, first }) => {
    const runs = 20_000;
    const seeded = seededDice(7);
    const counts = new Array<number>(2 * pool.dice + 1).fill(0);
    for (let n = 0; n < runs; n++) counts[rollGoals(afterFirst(first, seeded), pool, "test").goals]!++;
    poolGoalDistribution(pool, first).forEach((p, g) => {
      const tolerance = 5 * Math.sqrt((p * (1 - p)) / runs) + 1e-9;
      expect(Math.abs(counts[g]! / runs - p), `${g} goals`).toBeLessThanOrEqual(tolerance);
    });
  });
});

test("poolFacts names the dice, the re-rolls a throw can use, and chasing sixes", () => {
  expect(poolFacts({ dice: 1, rerolls: 0 })).toEqual(["1 die"]);
  expect(poolFacts({ dice: 5, rerolls: 6, chaseSixes: true })).toEqual(["5 dice", "4 re-rolls of misses", "then 4s and 5s for 6s"]);
});

test("goalBands sums each band up to the next", () => {
  const outcomes = goalBands(
    [0.1, 0.2, 0.3, 0.4],
    [
      { from: 2, key: "high", label: "High", tone: "good" },
      { from: 0, key: "low", label: "Low", tone: "bad" },
    ],
  );
  expect(outcomes.map((o) => [o.key, o.probability])).toEqual([
    ["low", 0.1 + 0.2],
    ["high", 0.3 + 0.4],
  ]);
});

test.each([
  { faces: [1, 2, 3], text: "1–3" },
  { faces: [5, 6], text: "5, 6" },
  { faces: [6, 1, 3, 5], text: "1, 3, 5, 6" },
  { faces: [1, 2, 3, 5], text: "1–3, 5" },
  { faces: [4], text: "4" },
])("facesText $text", ({ faces, text }) => {
  expect(facesText(faces)).toBe(text);
});

describe("enumerateThrow", () => {
  // A toy rule: a D6 on a three-row table, then a second die the odds must not read.
  const run = (dice: Dice) => {
    const face = rollD6(dice, "table").face;
    const second = rollD6(dice, "after").face;
    return { row: face <= 3 ? "low" : face === 6 ? "six" : "mid", second };
  };

  test("runs the rule once per face and merges equal outcomes, with their faces", () => {
    const outcomes = enumerateThrow(run, [], 1, 6, (r) => ({ key: r.row, label: r.row, tone: "neutral" }));
    expect(outcomes).toEqual([
      { key: "low", label: "low", tone: "neutral", probability: 3 / 6, faces: "1–3" },
      { key: "mid", label: "mid", tone: "neutral", probability: 2 / 6, faces: "4, 5" },
      { key: "six", label: "six", tone: "neutral", probability: 1 / 6, faces: "6" },
    ]);
  });

  test("reads the recorded faces first", () => {
    const outcomes = enumerateThrow(run, [6], 1, 6, (r) => ({ key: `${r.second}`, label: `${r.second}`, tone: "neutral" }));
    expect(outcomes).toHaveLength(6);
    for (const o of outcomes) expect(o.probability).toBeCloseTo(1 / 6, 12);
  });

  test("two dice at once: 36 combinations", () => {
    const outcomes = enumerateThrow(run, [], 2, 6, (r) => ({ key: r.row === "six" && r.second === 6 ? "double" : "other", label: "", tone: "neutral" }));
    expect(outcomes.find((o) => o.key === "double")?.probability).toBeCloseTo(1 / 36, 12);
    expect(outcomes.every((o) => o.faces === undefined)).toBe(true);
  });
});

import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { goalsOfFace, rollGoals, scriptedDice, seededDice } from "./dice";
import {
  chanceRollDistribution,
  checkSuccessChance,
  constantDistribution,
  convolve,
  expectedGoals,
  goalDistribution,
  goalDistributionExact,
  mapDistribution,
  probabilityOf,
  probAtLeast,
  probAtLeastExact,
  reduceFraction,
  toDistribution,
  uniformDistribution,
} from "./odds";

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe("Chance roll odds match the book (SMF L145–L153)", () => {
  test.each([
    { goals: 0, percent: 25, numerator: 9n },
    { goals: 1, percent: 33.33, numerator: 12n },
    { goals: 2, percent: 27.78, numerator: 10n },
    { goals: 3, percent: 11.11, numerator: 4n },
    { goals: 4, percent: 2.78, numerator: 1n },
  ])("exactly $goals goals: $percent% = $numerator/36", ({ goals, percent, numerator }) => {
    expect(Math.round(chanceRollDistribution()[goals]! * 10_000) / 100).toBe(percent);
    const exact = goalDistributionExact(2, 0);
    expect(exact.denominator).toBe(36n);
    expect(exact.numerators[goals]).toBe(numerator);
  });

  test.each([
    { atLeast: 1, percent: 75, numerator: 27n },
    { atLeast: 2, percent: 41.67, numerator: 15n },
    { atLeast: 3, percent: 13.89, numerator: 5n },
  ])("$atLeast+ goals: $percent% = $numerator/36", ({ atLeast, percent, numerator }) => {
    expect(Math.round(probAtLeast(2, 0, atLeast) * 10_000) / 100).toBe(percent);
    expect(probAtLeastExact(2, 0, atLeast)).toEqual({ numerator, denominator: 36n });
  });

  test("a 3D Chance roll has 3 dice", () => {
    expect(chanceRollDistribution(1)).toHaveLength(7);
  });
});

/** Exact counts by brute force: every sequence of faces fed to the real rollGoals. */
function bruteForceCounts(dice: number, rerolls: number, chaseSixes: boolean): number[] {
  const length = dice + Math.min(rerolls, 4);
  const counts = new Array<number>(2 * dice + 1).fill(0);
  const faces = new Array<number>(length).fill(1);
  for (let i = 0; i < 6 ** length; i++) {
    let rest = i;
    for (let d = 0; d < length; d++) {
      faces[d] = (rest % 6) + 1;
      rest = Math.floor(rest / 6);
    }
    counts[rollGoals(scriptedDice(faces), { dice, rerolls, chaseSixes }, "odds").goals]!++;
  }
  return counts;
}

describe("goalDistributionExact agrees with rollGoals over every possible sequence of faces", () => {
  test.each([
    { dice: 1, rerolls: 0, chaseSixes: false },
    { dice: 1, rerolls: 1, chaseSixes: true },
    { dice: 2, rerolls: 1, chaseSixes: false },
    { dice: 2, rerolls: 2, chaseSixes: true },
    { dice: 3, rerolls: 2, chaseSixes: false },
    { dice: 3, rerolls: 3, chaseSixes: true },
    { dice: 4, rerolls: 2, chaseSixes: true },
    { dice: 2, rerolls: 9, chaseSixes: true },
    { dice: 5, rerolls: 1, chaseSixes: false },
  ])("$dice D, $rerolls re-rolls, chaseSixes $chaseSixes", ({ dice, rerolls, chaseSixes }) => {
    const exact = goalDistributionExact(dice, rerolls, { chaseSixes });
    expect(exact.numerators.map(Number)).toEqual(bruteForceCounts(dice, rerolls, chaseSixes));
    expect(exact.denominator).toBe(6n ** BigInt(dice + Math.min(rerolls, 4)));
  });
});

describe("goalDistribution", () => {
  test.each([0, 1, 2, 4, 7, 12, 20].flatMap((dice) => [0, 1, 4, 6].flatMap((rerolls) => [false, true].map((chaseSixes) => ({ dice, rerolls, chaseSixes })))))(
    "$dice D[$rerolls] chaseSixes $chaseSixes: sums to 1, matches the exact fractions",
    ({ dice, rerolls, chaseSixes }) => {
      const floats = goalDistribution(dice, rerolls, { chaseSixes });
      const exact = goalDistributionExact(dice, rerolls, { chaseSixes });
      expect(floats).toHaveLength(2 * dice + 1);
      expect(sum(floats)).toBeCloseTo(1, 12);
      expect(sum(exact.numerators.map(Number)) / Number(exact.denominator)).toBeCloseTo(1, 12);
      floats.forEach((p, goals) => {
        const fraction = Number(exact.numerators[goals]!) / Number(exact.denominator);
        expect(Math.abs(p - fraction)).toBeLessThan(1e-12);
      });
    },
  );

  test("more than 4 re-rolls change nothing (SMF L203)", () => {
    expect(goalDistribution(8, 6)).toEqual(goalDistribution(8, 4));
  });

  test("chasing sixes changes the odds (so callers must pass the same choice as rollGoals)", () => {
    expect(goalDistribution(4, 2, { chaseSixes: true })).not.toEqual(goalDistribution(4, 2));
  });

  test.each([
    { dice: -1, rerolls: 0 },
    { dice: 1.5, rerolls: 0 },
    { dice: 101, rerolls: 0 },
    { dice: 2, rerolls: -1 },
  ])("refuses $dice D[$rerolls]", ({ dice, rerolls }) => {
    expect(() => goalDistribution(dice, rerolls)).toThrow();
  });

  test("agrees with a large seeded simulation of rollGoals (4 standard errors)", () => {
    const samples = 20_000;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 4 }), fc.boolean(), fc.integer(), (dice, rerolls, chaseSixes, seed) => {
        const exact = goalDistribution(dice, rerolls, { chaseSixes });
        const counts = new Array<number>(exact.length).fill(0);
        const source = seededDice(seed);
        for (let i = 0; i < samples; i++) counts[rollGoals(source, { dice, rerolls, chaseSixes }, "sim").goals]!++;
        exact.forEach((p, goals) => {
          const standardError = Math.sqrt((p * (1 - p)) / samples);
          // One extra sample of slack keeps near-zero probabilities from demanding a count of 0.
          expect(Math.abs(counts[goals]! / samples - p)).toBeLessThanOrEqual(4 * standardError + 1 / samples);
        });
      }),
      { seed: 424242, numRuns: 12 },
    );
  });
});

describe("probAtLeast and checkSuccessChance", () => {
  test("TN0 always succeeds, a TN above 2·dice never does", () => {
    expect(probAtLeast(4, 0, 0)).toBe(1);
    expect(probAtLeast(4, 2, 9)).toBe(0);
  });

  test("a 4D check at TN2 (L169): 1 − P(0) − P(1) = 1 − 81/1296 − 216/1296 = 37/48", () => {
    const exact = probAtLeastExact(4, 0, 2);
    expect(exact).toEqual({ numerator: 999n, denominator: 1296n });
    expect(reduceFraction(exact)).toEqual({ numerator: 37n, denominator: 48n });
    expect(checkSuccessChance({ dice: 4 }, 2)).toBeCloseTo(37 / 48, 12);
  });

  test.each([
    { label: "re-rolls", pool: { dice: 4, rerolls: 2 }, expected: probAtLeast(4, 2, 3) },
    { label: "chasing sixes", pool: { dice: 4, rerolls: 2, chaseSixes: true }, expected: probAtLeast(4, 2, 3, { chaseSixes: true }) },
  ])("checkSuccessChance passes on $label", ({ pool, expected }) => {
    expect(checkSuccessChance(pool, 3)).toBe(expected);
  });

  test("success chance falls as the TN rises", () => {
    const chances = [1, 2, 3, 4, 5].map((tn) => checkSuccessChance({ dice: 4, rerolls: 1 }, tn));
    expect([...chances].sort((a, b) => b - a)).toEqual(chances);
    expect(new Set(chances).size).toBe(5);
  });
});

describe("expectedGoals against the book's dice-averages table (L3240–L3266)", () => {
  // The book's figures look simulated and rounded (smf-data.md §0: 2[2] = 2 but 2[3] = 1.99,
  // though two dice can use at most two re-rolls). Exact means land within 0.06 of every row.
  // Rows where the exact mean is a round number are unambiguous and match exactly.
  test.each([
    { pool: "3[0]", dice: 3, rerolls: 0, book: 2, exact: 2 },
    { pool: "2[2]", dice: 2, rerolls: 2, book: 2, exact: 2 },
    { pool: "4[4]", dice: 4, rerolls: 4, book: 4.01, exact: 4 },
    { pool: "6[0]", dice: 6, rerolls: 0, book: 3.99, exact: 4 },
    { pool: "2[1]", dice: 2, rerolls: 1, book: 1.83, exact: 11 / 6 },
    { pool: "4[0]", dice: 4, rerolls: 0, book: 2.65, exact: 8 / 3 },
    { pool: "4[1]", dice: 4, rerolls: 1, book: 3.29, exact: 79 / 24 },
    { pool: "5[1]", dice: 5, rerolls: 1, book: 4.02, exact: 191 / 48 },
    { pool: "6[3]", dice: 6, rerolls: 3, book: 5.63, exact: 91 / 16 },
    { pool: "8[2]", dice: 8, rerolls: 2, book: 6.64, exact: expectedGoals(8, 2) },
    { pool: "10[4]", dice: 10, rerolls: 4, book: 9.2, exact: expectedGoals(10, 4) },
  ])("$pool: book $book", ({ dice, rerolls, book, exact }) => {
    expect(expectedGoals(dice, rerolls)).toBeCloseTo(exact, 12);
    expect(Math.abs(expectedGoals(dice, rerolls) - book)).toBeLessThanOrEqual(0.06);
  });

  test("the book's table fits re-rolling misses, not chasing sixes (Ruling R22 default)", () => {
    const rows = [
      [2, 4, 2.01],
      [3, 4, 3.01],
      [4, 3, 3.96],
      [4, 4, 4.01],
      [5, 4, 4.99],
      [6, 4, 5.92],
      [7, 4, 6.78],
    ] as const;
    for (const [dice, rerolls, book] of rows) {
      expect(Math.abs(expectedGoals(dice, rerolls) - book)).toBeLessThanOrEqual(0.03);
      expect(Math.abs(expectedGoals(dice, rerolls, { chaseSixes: true }) - book)).toBeGreaterThan(0.2);
    }
  });

  test("each D6 without re-rolls is worth 2/3 of a goal", () => {
    expect(expectedGoals(9, 0)).toBeCloseTo(6, 12);
    expect(expectedGoals(1, 0)).toBeCloseTo(sum([1, 2, 3, 4, 5, 6].map(goalsOfFace)) / 6, 12);
  });
});

describe("distribution helpers", () => {
  test("convolve adds independent values: 2D6 totals", () => {
    const twoD6 = convolve(uniformDistribution(6), uniformDistribution(6));
    expect(twoD6.get(7)).toBeCloseTo(6 / 36, 15);
    expect(twoD6.get(2)).toBeCloseTo(1 / 36, 15);
    expect(twoD6.size).toBe(11);
  });

  test("convolve with a custom combine, then mapDistribution: an injury-style total", () => {
    // Shape only (the real table belongs to the post-battle rules): D6 − 1 + one per 2 goals of 4D.
    const bonus = mapDistribution(toDistribution(goalDistribution(4, 0)), (goals) => Math.floor(goals / 2));
    const total = convolve(uniformDistribution(6), bonus, (d6, plus) => d6 - 1 + plus);
    const atLeastSeven = probabilityOf(total, (t) => t >= 7);
    const p4 = goalDistribution(4, 0);
    // 7+ needs a 6 on the D6 and +2 or more (4+ goals), or a 5 and +3 or more (6+ goals) …
    const plusAtLeast = (k: number) => sum(p4.slice(2 * k));
    const expected = (1 / 6) * (plusAtLeast(2) + plusAtLeast(3) + plusAtLeast(4) + plusAtLeast(5) + plusAtLeast(6));
    expect(atLeastSeven).toBeCloseTo(expected, 12);
    expect(sum([...total.values()])).toBeCloseTo(1, 12);
  });

  test("mapDistribution merges equal labels", () => {
    const label = mapDistribution(uniformDistribution(6), (face) => (face >= 4 ? "hit" : "miss"));
    expect(Object.fromEntries(label)).toEqual({ hit: 0.5, miss: 0.5 });
  });

  test("toDistribution keeps an offset and drops zeros", () => {
    expect([...toDistribution([0, 0.25, 0.75], -1)]).toEqual([
      [0, 0.25],
      [1, 0.75],
    ]);
    expect([...constantDistribution("x")]).toEqual([["x", 1]]);
  });
});

import { describe, expect, test } from "vitest";
import { scriptedDice, seededDice, type Dice } from "../dice";
import { isFaceSuccess, rerollTraitDice, rollTrait, type SuDiceSettings, type TraitRollInput } from "./dice";
import { faceCounts, ODDS_TAIL_BOUND, rerollSuccessDistribution, successOutcomes, traitPoolOdds, traitRollOdds, traitRollRollOdds } from "./trait-roll-odds";

const SETTINGS: Array<{ label: string; settings: SuDiceSettings }> = [
  { label: "no extra dice", settings: { powExplodes: false, extraDiceExplode: false } },
  { label: "one extra die per POW", settings: { powExplodes: true, extraDiceExplode: false } },
  { label: "exploding chains", settings: { powExplodes: true, extraDiceExplode: true } },
];

/** Most POW extra dice the brute force follows; what lies beyond is its own left-out mass. */
const BRUTE_EXTRA_DICE = 7;

/**
 * Brute force: every sequence of D10 faces a roll can throw (the pool, then one extra die per POW
 * the settings allow, up to BRUTE_EXTRA_DICE), each weighted 10^-length, Successes counted die by
 * die with `isFaceSuccess` (SU L171–L173, L183).
 */
function bruteForce(dice: number, modifier: number, target: number, settings: SuDiceSettings): { successes: number[]; pows: number[]; leftOut: number } {
  const successes: number[] = [];
  const pows: number[] = [];
  let leftOut = 0;
  // `owed`: extra dice still to throw, each marked whether a 10 on it throws another.
  const walk = (pool: number, owed: boolean[], extras: number, s: number, p: number, weight: number) => {
    if (pool === 0 && owed.length === 0) {
      successes[s] = (successes[s] ?? 0) + weight;
      pows[p] = (pows[p] ?? 0) + weight;
      return;
    }
    const isExtra = pool === 0;
    if (isExtra && extras >= BRUTE_EXTRA_DICE) {
      leftOut += weight;
      return;
    }
    const explodes = isExtra ? owed[0]! : settings.powExplodes;
    for (let face = 1; face <= 10; face++) {
      const isPow = face === 10;
      const nextOwed = isExtra ? owed.slice(1) : owed;
      const more = isPow && explodes ? [...nextOwed, settings.extraDiceExplode] : nextOwed;
      walk(isExtra ? 0 : pool - 1, more, extras + (isExtra ? 1 : 0), s + (isFaceSuccess(face, modifier, target) ? 1 : 0), p + (isPow ? 1 : 0), weight / 10);
    }
  };
  walk(dice, [], 0, 0, 0, 1);
  const dense = (xs: number[]) => Array.from({ length: xs.length }, (_, i) => xs[i] ?? 0);
  return { successes: dense(successes), pows: dense(pows), leftOut };
}

function expectClose(actual: readonly number[], expected: readonly number[], tolerance: number): void {
  const length = Math.max(actual.length, expected.length);
  for (let i = 0; i < length; i++) expect(Math.abs((actual[i] ?? 0) - (expected[i] ?? 0)), `index ${i}`).toBeLessThanOrEqual(tolerance);
}

describe("faces of one die (SU L171–L173)", () => {
  test.each([
    { target: 6, modifier: 0, success: 4 }, // 6–9
    { target: 2, modifier: 0, success: 8 }, // 2–9; the 1 still fails
    { target: 1, modifier: 5, success: 8 },
    { target: 11, modifier: 0, success: 0 }, // only the 10
    { target: 8, modifier: 2, success: 4 }, // 6–9
  ])("target $target, modifier $modifier: $success plain successes, 1 POW", ({ target, modifier, success }) => {
    expect(faceCounts(modifier, target)).toEqual({ success, pow: 1, fail: 9 - success });
  });
});

describe("exact odds equal brute-force enumeration (1–3 dice, every target)", () => {
  const cases = SETTINGS.flatMap(({ label, settings }) =>
    [1, 2, 3].flatMap((dice) => [-2, 0, 1].flatMap((modifier) => [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((target) => ({ label, settings, dice, modifier, target })))),
  );
  test.each(cases)("$label: $dice D10, modifier $modifier vs $target", ({ settings, dice, modifier, target }) => {
    const odds = traitPoolOdds({ kind: "action", dice, target, modifier }, settings);
    const brute = bruteForce(dice, modifier, target, settings);
    // Without chains both sides are complete; with chains each leaves out its own tail.
    const tolerance = brute.leftOut + odds.truncatedMass + 1e-14;
    expect(tolerance).toBeLessThan(settings.extraDiceExplode ? 1e-6 : 1e-13);
    expectClose(odds.successes, brute.successes, tolerance);
    expectClose(odds.pows, brute.pows, tolerance);
    expect(odds.chanceOfSuccess).toBeCloseTo(1 - (brute.successes[0] ?? 0), 13);
  });

  test("the exploding tail left out is stated and below the bound", () => {
    for (const dice of [1, 5, 20, 60]) {
      const odds = traitPoolOdds({ kind: "action", dice, target: 6, modifier: 0 });
      expect(odds.truncatedMass).toBeGreaterThan(0);
      expect(odds.truncatedMass).toBeLessThan(ODDS_TAIL_BOUND);
      const total = odds.successes.reduce((a, b) => a + b, 0);
      expect(Math.abs(1 - total - odds.truncatedMass)).toBeLessThan(1e-13);
    }
  });

  test("a plain roll never explodes (SU-R4) and ignores modifiers", () => {
    const odds = traitRollOdds({ kind: "plain", traitDice: 2, target: 6, modifiers: [{ source: "x", value: 3, isCombatBonus: false }] });
    expect(odds.truncatedMass).toBe(0);
    expect(odds.pows).toHaveLength(3);
    expectClose(odds.successes, bruteForce(2, 0, 6, { powExplodes: false, extraDiceExplode: false }).successes, 1e-15);
  });

  test("Power Up and bonus dice join the pool; only Combat Rolls take Combat Bonuses (L169, L565)", () => {
    const input: TraitRollInput = {
      kind: "action",
      traitDice: 2,
      bonusDice: 1,
      powerUp: true,
      isSuper: true,
      target: 7,
      modifiers: [{ source: "Charge", value: 1, isCombatBonus: true }],
    };
    expect(traitRollOdds(input).pool).toEqual({ kind: "action", dice: 4, target: 7, modifier: 0 });
    expect(traitRollOdds({ ...input, kind: "combat" }).pool.modifier).toBe(1);
  });
});

describe("exact odds agree with a seeded simulation of rollTrait (large pools)", () => {
  const RUNS = 20_000;
  // Four standard errors of a frequency of 20,000 runs (at most 0.0035 each): a false alarm is
  // rarer than 1 in 10,000 per bar, and the seed is fixed, so the test is deterministic.
  const TOLERANCE = 0.015;
  test.each([
    {
      label: "8 D10 + Power Up, +1 vs 7, chains",
      input: { kind: "combat" as const, traitDice: 8, powerUp: true, isSuper: true, target: 7, modifiers: [{ source: "Charge", value: 1, isCombatBonus: true }] },
      settings: { powExplodes: true, extraDiceExplode: true },
      seed: 11,
    },
    { label: "10 D10 vs 9, one extra die", input: { kind: "action" as const, traitDice: 10, target: 9 }, settings: { powExplodes: true, extraDiceExplode: false }, seed: 12 },
    {
      label: "6 D10 −2 vs 6, no extra dice",
      input: { kind: "action" as const, traitDice: 6, target: 6, modifiers: [{ source: "Weaken", value: -2, isCombatBonus: false }] },
      settings: { powExplodes: false, extraDiceExplode: false },
      seed: 13,
    },
  ])("$label", ({ input, settings, seed }) => {
    const dice: Dice = seededDice(seed);
    const counts: number[] = [];
    const powCounts: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = rollTrait(dice, input, "simulation", settings);
      if (!result.ok) throw new Error(result.error.message);
      counts[result.roll.successes] = (counts[result.roll.successes] ?? 0) + 1;
      powCounts[result.roll.pows] = (powCounts[result.roll.pows] ?? 0) + 1;
    }
    const odds = traitRollOdds(input, settings);
    const freq = (xs: number[]) => Array.from({ length: xs.length }, (_, i) => (xs[i] ?? 0) / RUNS);
    expectClose(odds.successes, freq(counts), TOLERANCE);
    expectClose(odds.pows, freq(powCounts), TOLERANCE);
  });
});

describe("re-roll odds (SU L189)", () => {
  test("kept Successes shift the fresh dice's distribution", () => {
    const first = rollTrait(scriptedDice([7, 2, 3], 10), { kind: "action", traitDice: 3, target: 6 }, "t");
    if (!first.ok) throw new Error("roll refused");
    const fresh = traitPoolOdds({ kind: "action", dice: 2, target: 6, modifier: 0 }).successes;
    expect(rerollSuccessDistribution(first.roll, [1, 2])).toEqual([0, ...fresh]);
  });

  test("re-rolling a POW drops its extra dice from the known part", () => {
    const first = rollTrait(scriptedDice([10, 4, 8], 10), { kind: "action", traitDice: 2, target: 6 }, "t");
    if (!first.ok) throw new Error("roll refused");
    expect(first.roll.successes).toBe(2); // the 10 and its extra 8
    const dist = rerollSuccessDistribution(first.roll, [0]);
    expect(dist).toEqual(traitPoolOdds({ kind: "action", dice: 1, target: 6, modifier: 0 }).successes);
    expect(rerollTraitDice(scriptedDice([3], 10), first.roll, { source: "A", dieIndices: [0] })).toMatchObject({ ok: true, roll: { successes: 0 } });
  });
});

describe("bars for the page", () => {
  test("one bar per count, the rare top merged, tones by success", () => {
    const outcomes = successOutcomes([0.5, 0.3, 0.1995, 0.0004, 0.0001]);
    expect(outcomes.map((o) => [o.key, o.label, o.tone])).toEqual([
      ["0", "No success", "bad"],
      ["1", "1 success", "good"],
      ["2+", "2 successes or more", "good"],
    ]);
    expect(outcomes[2]!.probability).toBeCloseTo(0.2, 12);
  });

  test("RollOdds facts name the pool, target, modifier and POW rule", () => {
    const odds = traitRollRollOdds({ kind: "combat", traitDice: 3, target: 6, modifiers: [{ source: "Cover", value: -1, isCombatBonus: true }] }, undefined, "Ace");
    expect(odds.caption).toBe("Odds of each outcome for Ace");
    expect(odds.facts).toEqual(["3 D10", "target 6", "−1 on each die", "each 10 throws another die"]);
    expect(odds.outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 10);
  });
});

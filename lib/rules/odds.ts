/**
 * Exact odds for goal rolls (SMF L127–L153) with re-rolls (L195–L203), under the same re-roll
 * policy the app uses when it rolls (Ruling R22, `chooseRerolls` in dice.ts). No simulation:
 * each first throw is grouped by how many dice missed (1–3), hit (4–5) and doubled (6).
 *
 * Also small helpers for discrete distributions (`convolve`, `mapDistribution` …) so other rules
 * (e.g. injury outcomes) can build their odds exactly on top of `goalDistribution`.
 */

import { CHANCE_ROLL_DICE, MAX_REROLLS_PER_THROW, type GoalPool } from "./dice";

/** Pools larger than this are refused; no rule comes near it and floats stay exact enough. */
export const MAX_ODDS_DICE = 100;

export interface GoalOddsOptions {
  /** Ruling R22: also re-roll 4s and 5s (after every miss) hoping for a 6. */
  chaseSixes?: boolean;
}

/** Goals scored by one D6, as counts of the six faces: 0 goals ×3 (1–3), 1 ×2 (4–5), 2 ×1 (6). */
const ONE_DIE_GOAL_FACES = [3, 2, 1] as const;

function assertPool(dice: number, rerolls: number): void {
  if (!Number.isInteger(dice) || dice < 0 || dice > MAX_ODDS_DICE) {
    throw new Error(`Odds need a whole number of dice from 0 to ${MAX_ODDS_DICE} (got ${dice})`);
  }
  if (!Number.isInteger(rerolls) || rerolls < 0) {
    throw new Error(`Re-rolls must be a whole number, 0 or more (got ${rerolls})`);
  }
}

/** Goal-count distributions of k re-rolled dice, k = 0..4, as face counts out of 6^k. */
const REROLL_GOAL_FACES: readonly (readonly number[])[] = (() => {
  const powers: number[][] = [[1]];
  for (let k = 1; k <= MAX_REROLLS_PER_THROW; k++) {
    const previous = powers[k - 1]!;
    const next = new Array<number>(previous.length + 2).fill(0);
    previous.forEach((count, goals) => {
      ONE_DIE_GOAL_FACES.forEach((faces, extra) => {
        next[goals + extra]! += count * faces;
      });
    });
    powers.push(next);
  }
  return powers;
})();

/**
 * Walks every (misses, hits, sixes) split of a first throw of `dice` D6 and reports, for each,
 * the goals already kept and how many dice the Ruling R22 policy re-rolls.
 * `visit(misses, hits, sixes, keptGoals, rerolled)`.
 */
function forEachFirstThrowSplit(
  dice: number,
  rerolls: number,
  chaseSixes: boolean,
  visit: (misses: number, hits: number, sixes: number, keptGoals: number, rerolled: number) => void,
): void {
  const budget = Math.min(rerolls, MAX_REROLLS_PER_THROW);
  for (let misses = 0; misses <= dice; misses++) {
    for (let hits = 0; hits + misses <= dice; hits++) {
      const sixes = dice - misses - hits;
      const rerolledMisses = Math.min(misses, budget);
      const rerolledHits = chaseSixes ? Math.min(hits, budget - rerolledMisses) : 0;
      visit(misses, hits, sixes, hits - rerolledHits + 2 * sixes, rerolledMisses + rerolledHits);
    }
  }
}

const LOG_FACTORIALS: number[] = (() => {
  const table = [0];
  for (let i = 1; i <= MAX_ODDS_DICE; i++) table.push(table[i - 1]! + Math.log(i));
  return table;
})();

/**
 * P(exactly g goals) for g = 0..2·dice when `dice` D6 are thrown with `rerolls` re-rolls
 * (at most 4 are usable, SMF L203), re-rolls applied by the Ruling R22 policy.
 */
export function goalDistribution(dice: number, rerolls: number, opts: GoalOddsOptions = {}): number[] {
  assertPool(dice, rerolls);
  const out = new Array<number>(2 * dice + 1).fill(0);
  // log P(one particular die is a miss / hit / six) = log(1/2), log(1/3), log(1/6).
  const logMiss = Math.log(1 / 2);
  const logHit = Math.log(1 / 3);
  const logSix = Math.log(1 / 6);
  forEachFirstThrowSplit(dice, rerolls, opts.chaseSixes === true, (misses, hits, sixes, kept, rerolled) => {
    const split = Math.exp(LOG_FACTORIALS[dice]! - LOG_FACTORIALS[misses]! - LOG_FACTORIALS[hits]! - LOG_FACTORIALS[sixes]! + misses * logMiss + hits * logHit + sixes * logSix);
    const rerollFaces = REROLL_GOAL_FACES[rerolled]!;
    const scale = split / 6 ** rerolled;
    rerollFaces.forEach((faces, extra) => {
      out[kept + extra]! += scale * faces;
    });
  });
  return out;
}

/** Probabilities as whole-number counts over one shared denominator, e.g. 2D: [9,12,10,4,1] / 36. */
export interface ExactDistribution {
  denominator: bigint;
  numerators: bigint[];
}

export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

/**
 * `goalDistribution` in exact integers. The denominator is 6^(dice + usable re-rolls): every
 * equally likely sequence of faces, counting re-roll dice the policy leaves unused.
 */
export function goalDistributionExact(dice: number, rerolls: number, opts: GoalOddsOptions = {}): ExactDistribution {
  assertPool(dice, rerolls);
  const budget = Math.min(rerolls, MAX_REROLLS_PER_THROW);
  const numerators = new Array<bigint>(2 * dice + 1).fill(0n);
  const factorials = [1n];
  for (let i = 1; i <= dice; i++) factorials.push(factorials[i - 1]! * BigInt(i));
  forEachFirstThrowSplit(dice, rerolls, opts.chaseSixes === true, (misses, hits, sixes, kept, rerolled) => {
    const sequences =
      (factorials[dice]! / (factorials[misses]! * factorials[hits]! * factorials[sixes]!)) * 3n ** BigInt(misses) * 2n ** BigInt(hits) * 6n ** BigInt(budget - rerolled);
    REROLL_GOAL_FACES[rerolled]!.forEach((faces, extra) => {
      numerators[kept + extra]! += sequences * BigInt(faces);
    });
  });
  return { denominator: 6n ** BigInt(dice + budget), numerators };
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** A fraction in lowest terms (0 becomes 0/1). */
export function reduceFraction({ numerator, denominator }: Fraction): Fraction {
  const divisor = gcd(numerator, denominator);
  return divisor === 0n ? { numerator: 0n, denominator: 1n } : { numerator: numerator / divisor, denominator: denominator / divisor };
}

/** P(at least `goals` goals), as a float. */
export function probAtLeast(dice: number, rerolls: number, goals: number, opts: GoalOddsOptions = {}): number {
  const distribution = goalDistribution(dice, rerolls, opts);
  if (goals <= 0) return 1;
  let total = 0;
  for (let g = Math.max(0, Math.ceil(goals)); g < distribution.length; g++) total += distribution[g]!;
  return Math.min(1, total);
}

/** P(at least `goals` goals), exactly, over the shared denominator of `goalDistributionExact`. */
export function probAtLeastExact(dice: number, rerolls: number, goals: number, opts: GoalOddsOptions = {}): Fraction {
  const { denominator, numerators } = goalDistributionExact(dice, rerolls, opts);
  const from = Math.max(0, Math.ceil(goals));
  const numerator = numerators.slice(from).reduce((sum, count) => sum + count, 0n);
  return { numerator, denominator };
}

/** Chance that a check on `pool` meets `tn` (goals >= TN), under the Ruling R22 policy. */
export function checkSuccessChance(pool: GoalPool, tn: number): number {
  return probAtLeast(pool.dice, pool.rerolls ?? 0, tn, { chaseSixes: pool.chaseSixes === true });
}

/** Mean goals of the pool under the Ruling R22 policy (compare the book's table, L3240–L3266). */
export function expectedGoals(dice: number, rerolls: number, opts: GoalOddsOptions = {}): number {
  return goalDistribution(dice, rerolls, opts).reduce((sum, p, goals) => sum + p * goals, 0);
}

/** Goals of a Chance roll: 2D plus any extra dice, no re-rolls (SMF L145–L153). */
export function chanceRollDistribution(extraDice = 0): number[] {
  return goalDistribution(CHANCE_ROLL_DICE + extraDice, 0);
}

// ---------------------------------------------------------------------------------------------
// Discrete distributions: value → probability. Derived odds only; never stored.

export type Distribution<V = number> = ReadonlyMap<V, number>;

/** Reads an array as a distribution of its indices (plus `offset`), e.g. `goalDistribution(...)`. */
export function toDistribution(probabilities: readonly number[], offset = 0): Distribution<number> {
  const out = new Map<number, number>();
  probabilities.forEach((p, i) => {
    if (p !== 0) out.set(i + offset, p);
  });
  return out;
}

/** A fair die: 1..sides, each 1/sides. */
export function uniformDistribution(sides: number): Distribution<number> {
  if (!Number.isInteger(sides) || sides < 1) throw new Error(`A die must have a whole number of sides (got ${sides})`);
  return new Map(Array.from({ length: sides }, (_, i) => [i + 1, 1 / sides] as const));
}

/** A value that always happens. */
export function constantDistribution<V>(value: V): Distribution<V> {
  return new Map([[value, 1]]);
}

/**
 * Two independent draws combined: by default their sum (the distribution of a + b); pass
 * `combine` for anything else, e.g. `(d6, bonus) => d6 - 1 + bonus`.
 */
export function convolve(a: Distribution<number>, b: Distribution<number>): Distribution<number>;
export function convolve<A, B, C>(a: Distribution<A>, b: Distribution<B>, combine: (a: A, b: B) => C): Distribution<C>;
export function convolve<A, B, C>(a: Distribution<A>, b: Distribution<B>, combine: (a: A, b: B) => C = (x, y) => ((x as number) + (y as number)) as C): Distribution<C> {
  const out = new Map<C, number>();
  for (const [x, px] of a) {
    for (const [y, py] of b) {
      const value = combine(x, y);
      out.set(value, (out.get(value) ?? 0) + px * py);
    }
  }
  return out;
}

/** Relabels values (equal labels merge), e.g. injury totals → result names. */
export function mapDistribution<V, W>(distribution: Distribution<V>, map: (value: V) => W): Distribution<W> {
  const out = new Map<W, number>();
  for (const [value, p] of distribution) {
    const mapped = map(value);
    out.set(mapped, (out.get(mapped) ?? 0) + p);
  }
  return out;
}

/** P(value satisfies `predicate`). */
export function probabilityOf<V>(distribution: Distribution<V>, predicate: (value: V) => boolean): number {
  let total = 0;
  for (const [value, p] of distribution) if (predicate(value)) total += p;
  return total;
}

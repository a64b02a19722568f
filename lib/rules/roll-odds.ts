/**
 * Odds of the next throw, in one shape for every kind of roll: what is thrown (the facts: dice,
 * TN, re-rolls) and the exact chance of each outcome, for the page to draw as bars before the dice
 * are thrown. Derived only, never stored.
 *
 * The builders here are game-free: goal pools with re-rolls (the Ruling R22 policy of dice.ts,
 * also for a re-roll throw once the first throw is known), Chance rolls, and tables read by
 * running the rule once per face (`enumerateThrow`), so the odds follow the rule's own code.
 */
import { chooseRerolls, goalsOfFace, MAX_REROLLS_PER_THROW, type Dice } from "./dice";
import { runWithStandIns } from "./dice-requests";
import { goalDistribution } from "./odds";

/** How an outcome reads for the one who throws: good for them, neither, bad, or the worst (a death). */
export type OddsTone = "good" | "neutral" | "bad" | "worst";

export interface OddsOutcome {
  /** Stable within one roll's odds (a React key, a test handle). */
  key: string;
  label: string;
  /** Exact, from 0 to 1. */
  probability: number;
  tone: OddsTone;
  /** Table rolls: the faces that give it, e.g. "1–3". */
  faces?: string;
}

export interface RollOdds {
  /** e.g. "Odds of each outcome for Iron Jaw". */
  caption: string;
  /** What is thrown and against what, e.g. ["3 dice", "TN 2", "1 re-roll"]. */
  facts: string[];
  outcomes: OddsOutcome[];
}

export function oddsCaption(name?: string): string {
  return `Odds of each outcome${name ? ` for ${name}` : ""}`;
}

export function diceText(count: number, sides = 6): string {
  if (sides !== 6) return `${count} D${sides}`;
  return count === 1 ? "1 die" : `${count} dice`;
}

/** A goal pool as the rule throws it: dice, usable re-rolls (at most four a throw), chasing sixes. */
export interface OddsPool {
  dice: number;
  rerolls: number;
  chaseSixes?: boolean;
}

/** "5 dice", "2 re-rolls", "re-roll 4s and 5s for 6s" (only the re-rolls a throw can use). */
export function poolFacts(pool: OddsPool): string[] {
  const usable = Math.min(pool.rerolls, MAX_REROLLS_PER_THROW);
  const facts = [diceText(pool.dice)];
  if (usable > 0) facts.push(`${usable} re-roll${usable === 1 ? "" : "s"} of misses`);
  if (usable > 0 && pool.chaseSixes) facts.push("then 4s and 5s for 6s");
  return facts;
}

/**
 * P(exactly g goals) for the pool's final result. Before the first throw: the whole pool with its
 * re-rolls. With `first` (the first throw is recorded and its re-rolls come next): the kept dice
 * are known, so only the dice the policy re-rolls are uncertain.
 */
export function poolGoalDistribution(pool: OddsPool, first?: readonly number[]): number[] {
  if (!first) return goalDistribution(pool.dice, pool.rerolls, { chaseSixes: pool.chaseSixes === true });
  const rerolled = new Set(chooseRerolls(first, pool.rerolls, pool.chaseSixes === true));
  const kept = first.reduce((sum, face, i) => sum + (rerolled.has(i) ? 0 : goalsOfFace(face)), 0);
  const out = new Array<number>(2 * first.length + 1).fill(0);
  goalDistribution(rerolled.size, 0).forEach((p, goals) => {
    out[kept + goals]! += p;
  });
  return out;
}

/** One band of goal counts read as one outcome: goals from `from` up to the next band's `from`. */
export interface GoalBand {
  from: number;
  key: string;
  label: string;
  tone: OddsTone;
}

/** Sums a goal distribution into bands (sorted by `from`, the first usually from 0). */
export function goalBands(distribution: readonly number[], bands: readonly GoalBand[]): OddsOutcome[] {
  const sorted = [...bands].sort((a, b) => a.from - b.from);
  return sorted.map((band, i) => {
    const to = sorted[i + 1]?.from ?? Number.POSITIVE_INFINITY;
    const probability = distribution.reduce((sum, p, goals) => (goals >= band.from && goals < to ? sum + p : sum), 0);
    return { key: band.key, label: band.label, probability, tone: band.tone };
  });
}

/** "1–3", "2, 4", "6": faces as a reader scans them. */
export function facesText(faces: readonly number[]): string {
  const sorted = [...new Set(faces)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    runs.push(j === i ? `${sorted[i]}` : j === i + 1 ? `${sorted[i]}, ${sorted[j]}` : `${sorted[i]}–${sorted[j]}`);
    i = j + 1;
  }
  return runs.join(", ");
}

/** What one face (or combination) of a throw leads to, as `enumerateThrow` reads it from the run. */
export type ThrowOutcome = Omit<OddsOutcome, "probability" | "faces">;

/**
 * Exact odds of a throw of `count` D`sides` by running the rule once per combination of its faces:
 * the recorded faces, then the combination, then stand-in faces to let the run finish. `classify`
 * reads the run's result and says what the combination led to (it must read only what the
 * combination decides, never what the stand-ins after it did). Outcomes come in the order first
 * met, equal keys merged; a single die's outcomes carry their faces.
 */
export function enumerateThrow<R>(run: (dice: Dice) => R, recorded: readonly number[], count: number, sides: number, classify: (result: R) => ThrowOutcome): OddsOutcome[] {
  if (!Number.isInteger(count) || count < 1 || sides ** count > 1296) throw new Error(`Too many combinations to list: ${count} D${sides}`);
  const byKey = new Map<string, OddsOutcome & { faceList: number[] }>();
  const combinations = sides ** count;
  for (let n = 0; n < combinations; n++) {
    const faces: number[] = [];
    for (let i = 0, rest = n; i < count; i++, rest = Math.floor(rest / sides)) faces.unshift((rest % sides) + 1);
    const { result, isLooping } = runWithStandIns(run, [...recorded, ...faces]);
    if (isLooping) throw new Error("A run to read a throw's odds did not finish");
    const outcome = classify(result as R);
    const seen = byKey.get(outcome.key);
    if (seen) {
      seen.probability += 1 / combinations;
      seen.faceList.push(faces[0]!);
    } else {
      byKey.set(outcome.key, { ...outcome, probability: 1 / combinations, faceList: [faces[0]!] });
    }
  }
  return [...byKey.values()].map(({ faceList, ...outcome }) => (count === 1 ? { ...outcome, faces: facesText(faceList) } : outcome));
}

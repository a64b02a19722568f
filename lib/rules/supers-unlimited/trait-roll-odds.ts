/**
 * Exact odds of a Trait Roll (SU L163–L183): the distribution of Successes and of POWs for any
 * pool, target and per-die modifier, under the group's POW settings (SU-R2, SU-R3). No
 * simulation: each die's outcomes are convolved. With exploding extra dice the POW chain has no
 * end, so the count stops at the fewest POWs whose remaining chance is below `ODDS_TAIL_BOUND`
 * and the result says how much was left out (`truncatedMass`).
 */
import type { OddsOutcome, RollOdds } from "../roll-odds";
import {
  applicableModifiers,
  DEFAULT_SU_DICE_SETTINGS,
  FAIL_FACE,
  isFaceSuccess,
  POW_FACE,
  type SuDiceSettings,
  type TraitRoll,
  type TraitRollInput,
  type TraitRollKind,
} from "./dice";

/** The chance left out of an exploding roll's odds is below this. */
export const ODDS_TAIL_BOUND = 1e-12;

/** Pools larger than this are refused; no card comes near it. */
export const MAX_ODDS_POOL = 60;

/** A pool as the odds see it: how many D10 at first, the target, the net modifier on each die. */
export interface TraitPool {
  kind: TraitRollKind;
  dice: number;
  target: number;
  modifier: number;
}

export interface TraitRollOdds {
  pool: TraitPool;
  settings: SuDiceSettings;
  /** Of one die's ten faces: how many succeed without being a POW, how many are POWs (1), how many fail. */
  faces: { success: number; pow: number; fail: number };
  /** P(exactly s Successes), s = 0.. */
  successes: number[];
  /** P(exactly p POWs), p = 0.. */
  pows: number[];
  /** P(at least one Success): the roll is Successful (SU L171). */
  chanceOfSuccess: number;
  expectedSuccesses: number;
  /** The most POWs counted; 0 left out when the pool cannot throw more. */
  maxPowsCounted: number;
  /** Chance of more POWs than `maxPowsCounted`, left out of both distributions (below ODDS_TAIL_BOUND). */
  truncatedMass: number;
}

/** How many of a die's faces succeed without a POW (2–9 reaching the target), are a POW (10), fail. */
export function faceCounts(modifier: number, target: number): TraitRollOdds["faces"] {
  let success = 0;
  for (let face = FAIL_FACE + 1; face < POW_FACE; face++) if (isFaceSuccess(face, modifier, target)) success++;
  return { success, pow: 1, fail: 9 - success };
}

/** A joint distribution: `[pows][nonPowSuccesses]`. */
type Joint = number[][];

function addAt(joint: Joint, pows: number, other: number, p: number): void {
  const row = (joint[pows] ??= []);
  row[other] = (row[other] ?? 0) + p;
}

/** One die's joint distribution of (POWs, non-POW Successes), POWs cut at `maxPows`. */
function oneDie(faces: TraitRollOdds["faces"], explodes: boolean, extrasExplode: boolean, maxPows: number): Joint {
  const ps = faces.success / 10;
  const pf = faces.fail / 10;
  const joint: Joint = [];
  addAt(joint, 0, 0, pf);
  addAt(joint, 0, 1, ps);
  if (!explodes) {
    addAt(joint, 1, 0, 0.1);
  } else if (!extrasExplode) {
    // The POW's one extra die: a POW of its own, a Success or a failure, throwing nothing more.
    if (maxPows >= 2) addAt(joint, 2, 0, 0.01);
    addAt(joint, 1, 0, 0.1 * pf);
    addAt(joint, 1, 1, 0.1 * ps);
  } else {
    // k POWs in a row, then a die that is not a 10 ends the chain.
    for (let k = 1, p = 0.1; k <= maxPows; k++, p *= 0.1) {
      addAt(joint, k, 0, p * pf);
      addAt(joint, k, 1, p * ps);
    }
  }
  return joint;
}

function convolveJoint(a: Joint, b: Joint, maxPows: number): Joint {
  const out: Joint = [];
  a.forEach((rowA, pa) =>
    rowA.forEach((qa, sa) => {
      if (!qa) return;
      b.forEach((rowB, pb) => {
        if (pa + pb > maxPows) return;
        rowB.forEach((qb, sb) => {
          if (qb) addAt(out, pa + pb, sa + sb, qa * qb);
        });
      });
    }),
  );
  return out;
}

/** log P(T = t) for T POWs over `dice` endlessly exploding dice: negative binomial, 0.1 per die. */
function logChainPows(dice: number, t: number): number {
  let logChoose = 0;
  for (let i = 1; i <= t; i++) logChoose += Math.log(dice - 1 + i) - Math.log(i);
  return logChoose + t * Math.log(0.1) + dice * Math.log(0.9);
}

/** The fewest POWs to count so that the chance of more is below ODDS_TAIL_BOUND, and that chance. */
function chainBound(dice: number): { maxPows: number; tail: number } {
  for (let t = 0; ; t++) {
    // Term t+1 is term t times 0.1·(dice + t)/(t + 1), at most a half once t ≥ dice/4: from there
    // the whole tail is below twice its first term.
    const next = Math.exp(logChainPows(dice, t + 1));
    if (4 * t >= dice && 2 * next < ODDS_TAIL_BOUND) {
      let tail = 0;
      for (let u = t + 1, term = next; term > 0 && term > tail * 1e-17; u++, term = Math.exp(logChainPows(dice, u))) tail += term;
      return { maxPows: t, tail };
    }
  }
}

/** The pool a Trait Roll throws at first and its net modifier (SU L169, L565, SU-R4). */
export function traitPoolOf(input: TraitRollInput): TraitPool {
  const { applied } = applicableModifiers(input.kind, input.modifiers ?? []);
  return {
    kind: input.kind,
    dice: input.traitDice + (input.bonusDice ?? 0) + (input.powerUp && input.kind !== "plain" ? 1 : 0),
    target: input.target,
    modifier: applied.reduce((sum, m) => sum + m.value, 0),
  };
}

/** Exact odds of `pool` under `settings` (plain rolls never explode, SU-R4). */
export function traitPoolOdds(pool: TraitPool, settings: SuDiceSettings = DEFAULT_SU_DICE_SETTINGS): TraitRollOdds {
  if (!Number.isInteger(pool.dice) || pool.dice < 0 || pool.dice > MAX_ODDS_POOL) {
    throw new Error(`Odds need a whole number of dice from 0 to ${MAX_ODDS_POOL} (got ${pool.dice})`);
  }
  const faces = faceCounts(pool.modifier, pool.target);
  const explodes = settings.powExplodes && pool.kind !== "plain";
  const extrasExplode = explodes && settings.extraDiceExplode;
  const { maxPows, tail } = extrasExplode ? chainBound(pool.dice) : { maxPows: explodes ? 2 * pool.dice : pool.dice, tail: 0 };

  let joint: Joint = [[1]];
  const die = oneDie(faces, explodes, extrasExplode, maxPows);
  for (let i = 0; i < pool.dice; i++) joint = convolveJoint(joint, die, maxPows);

  const successes: number[] = [];
  const pows: number[] = [];
  joint.forEach((row, p) =>
    row.forEach((q, other) => {
      if (!q) return;
      successes[p + other] = (successes[p + other] ?? 0) + q;
      pows[p] = (pows[p] ?? 0) + q;
    }),
  );
  const dense = (xs: number[]) => Array.from({ length: xs.length }, (_, i) => xs[i] ?? 0);
  const s = dense(successes);
  return {
    pool,
    settings: { ...settings },
    faces,
    successes: s,
    pows: dense(pows),
    // Every roll left out holds POWs, so it is a Success: this chance is exact.
    chanceOfSuccess: 1 - (s[0] ?? 0),
    expectedSuccesses: s.reduce((sum, p, k) => sum + p * k, 0),
    maxPowsCounted: Math.max(0, pows.length - 1),
    truncatedMass: tail,
  };
}

/** Exact odds of a Trait Roll before it is thrown. */
export function traitRollOdds(input: TraitRollInput, settings: SuDiceSettings = DEFAULT_SU_DICE_SETTINGS): TraitRollOdds {
  return traitPoolOdds(traitPoolOf(input), settings);
}

/**
 * P(exactly s Successes) once `dieIndices` of `roll` are re-rolled (SU L189): the dice that stay
 * (not picked up, and not POW extra dice of a die picked up, SU-R6) are known, the fresh dice are not.
 */
export function rerollSuccessDistribution(roll: TraitRoll, dieIndices: readonly number[]): number[] {
  const picked = new Set(dieIndices);
  const dropped = new Set<number>();
  roll.thrown.forEach((die, i) => {
    if (die.extraFor !== undefined && (picked.has(die.extraFor) || dropped.has(die.extraFor))) dropped.add(i);
  });
  const kept = roll.thrown.filter((d, i) => d.status === "kept" && !picked.has(i) && !dropped.has(i)).filter((d) => d.isSuccess).length;
  const fresh = traitPoolOdds({ kind: roll.kind, dice: picked.size, target: roll.target, modifier: roll.modifier }, roll.settings).successes;
  return [...new Array<number>(kept).fill(0), ...fresh];
}

/** "No success", "1 success", "3 successes". */
export function successesLabel(s: number): string {
  if (s === 0) return "No success";
  return s === 1 ? "1 success" : `${s} successes`;
}

/**
 * A success distribution as bars for the page (`RollOdds`, like SMF's rolls): one outcome per
 * count of Successes, the rare top ones (together under `tailBelow`) merged into "k or more".
 */
export function successOutcomes(distribution: readonly number[], tailBelow = 0.001): OddsOutcome[] {
  let last = distribution.length - 1;
  let tail = 0;
  while (last > 1 && tail + distribution[last]! < tailBelow) tail += distribution[last--]!;
  return distribution.slice(0, last + 1).map((p, s) => {
    const isTop = s === last && last < distribution.length - 1;
    return {
      key: isTop ? `${s}+` : `${s}`,
      label: isTop ? `${successesLabel(s)} or more` : successesLabel(s),
      probability: isTop ? p + tail : p,
      tone: s === 0 ? "bad" : "good",
    };
  });
}

/** The odds of a Trait Roll in the shape the battle page draws (see roll-odds.ts). */
export function traitRollRollOdds(input: TraitRollInput, settings: SuDiceSettings = DEFAULT_SU_DICE_SETTINGS, name?: string): RollOdds {
  const odds = traitRollOdds(input, settings);
  const { pool } = odds;
  const facts = [`${pool.dice} D10`, `${pool.kind === "action" ? "TN" : "target"} ${pool.target}`];
  if (pool.modifier !== 0) facts.push(`${pool.modifier > 0 ? "+" : "−"}${Math.abs(pool.modifier)} on each die`);
  if (settings.powExplodes && pool.kind !== "plain") facts.push(settings.extraDiceExplode ? "each 10 throws another die" : "each 10 throws one more die");
  return { caption: `Odds of each outcome${name ? ` for ${name}` : ""}`, facts, outcomes: successOutcomes(odds.successes) };
}

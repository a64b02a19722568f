/**
 * Exact odds of each degree of a check, and of a miss, hit or critical on an attack, counted as
 * ways out of the 20 faces. Computed by counting ranges of the die, not by running the rule per
 * face; the tests prove both agree with `checkFromFace` and `attackFromFace` on every face.
 */
import { circumstanceTotal, degreeLevel, degreeFromLevel, improveDegree, type D20CheckInput, type Degree } from "./check";
import { defenceClass, type AttackInput } from "./attack";
import { applyDamageResult, damageDc, WORST_DAMAGE_DEGREE, type DamageCheckInput, type DamageTrack } from "./damage";
import { DEFAULT_D20_SETTINGS, type D20Settings } from "./settings";

export interface DegreeOdds {
  degree: Degree;
  /** Faces (out of 20) that give this degree. */
  ways: number;
  probability: number;
}

export interface CheckOdds {
  /** Best degree first; degrees no face gives are left out. */
  outcomes: DegreeOdds[];
  success: { ways: number; probability: number };
}

interface Segment {
  /** Values the die counts as, inclusive. */
  from: number;
  to: number;
  /** Faces behind each value in the range. */
  weight: number;
  natural20: boolean;
}

/** The die as counted: plain 1–20, or with a hero point 11–20 (a 10 or less gets +10, L429). */
function segments(heroPoint: boolean): Segment[] {
  if (!heroPoint)
    return [
      { from: 1, to: 19, weight: 1, natural20: false },
      { from: 20, to: 20, weight: 1, natural20: true },
    ];
  return [
    { from: 11, to: 19, weight: 2, natural20: false },
    { from: 20, to: 20, weight: 1, natural20: false }, // a natural 10 raised to 20
    { from: 20, to: 20, weight: 1, natural20: true },
  ];
}

function overlap(a: number, b: number, c: number, d: number): number {
  return Math.max(0, Math.min(b, d) - Math.max(a, c) + 1);
}

/** Exact odds of every degree of a check (D20-R1, D20-R2, L589). */
export function checkOdds(input: D20CheckInput, settings: D20Settings = DEFAULT_D20_SETTINGS): CheckOdds {
  const mod = input.modifier + circumstanceTotal(input.circumstances);
  const s = settings.degreeStep;
  const dc = input.dc;
  const ways = new Map<number, number>();
  const add = (level: number, n: number) => {
    if (n > 0) ways.set(level, (ways.get(level) ?? 0) + n);
  };
  for (const seg of segments(input.heroPoint === true)) {
    const lo = seg.from + mod;
    const hi = seg.to + mod;
    if (seg.natural20 && settings.naturalTwentyImprovesDegree) {
      // One value: its degree, one better (D20-R2).
      const t = lo;
      const level = t >= dc ? 1 + Math.floor((t - dc) / s) : -(1 + Math.floor((dc - t - 1) / s));
      add(degreeLevel(improveDegree(degreeFromLevel(level))), seg.weight);
      continue;
    }
    // Success degree L covers totals dc + (L−1)s … dc + Ls − 1; failure degree L covers dc − Ls … dc − (L−1)s − 1.
    for (let level = 1; dc + (level - 1) * s <= hi; level++) add(level, seg.weight * overlap(lo, hi, dc + (level - 1) * s, dc + level * s - 1));
    for (let level = 1; dc - (level - 1) * s - 1 >= lo; level++) add(-level, seg.weight * overlap(lo, hi, dc - level * s, dc - (level - 1) * s - 1));
  }
  const outcomes = [...ways.entries()].sort((a, b) => b[0] - a[0]).map(([level, n]) => ({ degree: degreeFromLevel(level), ways: n, probability: n / 20 }));
  const successWays = outcomes.filter((o) => o.degree.outcome === "success").reduce((sum, o) => sum + o.ways, 0);
  return { outcomes, success: { ways: successWays, probability: successWays / 20 } };
}

export interface AttackOdds {
  miss: number;
  hit: number;
  critical: number;
  /** Ways out of 20 for each; probabilities are ways / 20. */
  probability: { miss: number; hit: number; critical: number };
}

/** Exact odds of an attack (L234–L250, L347); a routine attack has one outcome. */
export function attackOdds(input: AttackInput): AttackOdds {
  const mod = input.attackBonus + circumstanceTotal(input.circumstances) + (input.otherModifiers ?? 0);
  const dc = defenceClass(input.defence);
  const noCrit = input.attackerIsMinion === true && input.targetIsMinion !== true;
  let miss = 0;
  let hit = 0;
  let critical = 0;
  if (input.routine) {
    if (10 + mod >= dc) hit = 20;
    else miss = 20;
  } else {
    const threatFrom = input.threatFrom ?? 20;
    miss += 1; // a natural 1 (L250)
    // Faces 2–19 hit when face ≥ dc − mod; of those, faces ≥ threatFrom are criticals (L238).
    const firstHit = Math.max(2, dc - mod);
    const hits = overlap(2, 19, firstHit, 19);
    const crits = overlap(2, 19, Math.max(firstHit, threatFrom), 19);
    miss += 18 - hits;
    hit += hits - crits;
    critical += crits;
    if (20 + mod >= dc)
      critical += 1; // L234
    else hit += 1;
    if (noCrit) {
      hit += critical;
      critical = 0;
    }
  }
  return { miss, hit, critical, probability: { miss: miss / 20, hit: hit / 20, critical: critical / 20 } };
}

/** One outcome of a damage check and how many of the 20 faces lead to it. */
export interface DamageOutcomeOdds {
  /** The ladder's effects, e.g. ["−1", "dazed"]; empty for no effect. */
  effects: string[];
  track: DamageTrack;
  ways: number;
  probability: number;
}

/**
 * Exact odds of what a damage check does to a living target (L258–L272, L351): the check's
 * degree odds read through the ladder, outcomes that leave the same track merged.
 */
export function damageOdds(input: DamageCheckInput, settings: D20Settings = DEFAULT_D20_SETTINGS): DamageOutcomeOdds[] {
  if (input.minion && input.increasedEffect) {
    const step = applyDamageResult(input.track, { outcome: "failure", degrees: WORST_DAMAGE_DEGREE }, { minion: true });
    return [{ effects: step.effects, track: step.track, ways: 20, probability: 1 }];
  }
  const odds = checkOdds(
    { modifier: input.toughness - input.track.penalty + (input.modifier ?? 0), dc: damageDc(input.damageRank, input.increasedEffect), heroPoint: input.heroPoint },
    settings,
  );
  const merged = new Map<string, DamageOutcomeOdds>();
  for (const o of odds.outcomes) {
    const step = applyDamageResult(input.track, o.degree, { minion: input.minion });
    const key = JSON.stringify(step.track);
    const seen = merged.get(key);
    if (seen) {
      seen.ways += o.ways;
      seen.probability = seen.ways / 20;
    } else merged.set(key, { effects: step.effects, track: step.track, ways: o.ways, probability: o.ways / 20 });
  }
  return [...merged.values()];
}

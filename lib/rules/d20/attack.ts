/**
 * Attacks: d20 + attack bonus against a defence class of defence + 10 (L230, L361); a natural 20
 * always hits and threatens, a critical when the total would have hit anyway (L234); a widened
 * threat range threatens only on hits (L238); a natural 1 always misses (L250); minions never
 * crit non-minions (L347) and are attacked as routine checks (L349). Range bands (L317),
 * concealment (L329–L331) and cover (L337–L341).
 */
import type { Dice, RollPurpose, ThrownDie } from "../dice";
import { circumstanceTotal, degreeOf, describeDegree, ROUTINE_ROLL, type Circumstance, type Degree } from "./check";
import { D20_RULES_VERSION } from "./rules-version";
import { DEFAULT_D20_SETTINGS, type D20Settings } from "./settings";

/** Defence class: an active defence rank + 10 (L361). */
export function defenceClass(defence: number): number {
  return defence + 10;
}

/** Which band a distance falls in for a ranged attack of a rank (L317). */
export type RangeBand = "short" | "medium" | "long" | "out-of-range";

/** Attack penalty of each band (L317); out of range cannot be attacked. */
export const RANGE_PENALTY = { short: 0, medium: -2, long: -5 } as const;

/** The band of a target `feet` away for a ranged attack of `rank`: ×25, ×50, ×100 feet (L317). */
export function rangeBand(rank: number, feet: number): RangeBand {
  if (feet <= rank * 25) return "short"; // L317
  if (feet <= rank * 50) return "medium";
  if (feet <= rank * 100) return "long";
  return "out-of-range";
}

export type Concealment = "none" | "partial" | "total";
/** Concealment's attack penalty: partial −2, total −5 (L329–L331). */
export const CONCEALMENT_PENALTY = { none: 0, partial: -2, total: -5 } as const satisfies Record<Concealment, number>;

export type Cover = "none" | "partial" | "total" | "complete";
/** Cover's attack penalty: partial −2 (L337), total −5 (L339); complete cover cannot be attacked (L339). */
export const COVER_PENALTY = { none: 0, partial: -2, total: -5 } as const;

/** Cover's bonus to Dodge resistance against an area effect: the same as its attack penalty (L341). */
export function coverAreaDodgeBonus(cover: Exclude<Cover, "complete">): number {
  return -COVER_PENALTY[cover];
}

export interface AttackInput {
  attackBonus: number;
  /** The target's active defence rank (Parry for close, Dodge for ranged; L357), after conditions. */
  defence: number;
  /** The lowest natural face that threatens (20 unless widened, L238). */
  threatFrom?: number;
  circumstances?: readonly Circumstance[];
  /** Other attack modifiers: a range band, concealment, cover, maneuvers (already signed). */
  otherModifiers?: number;
  attackerIsMinion?: boolean;
  targetIsMinion?: boolean;
  /** A routine attack check (against a minion by a non-minion, L349, or a defenseless target, L369, L527). */
  routine?: boolean;
}

export type AttackOutcome = "miss" | "hit" | "critical";

/** STORED AS JSON with the event that records it. */
export interface AttackResult {
  purpose: RollPurpose;
  dc: number;
  natural: number | null;
  total: number;
  outcome: AttackOutcome;
  /** The die fell in the threat range and the attack hit (L234, L238). */
  threat: boolean;
  /** The degree of the total against the defence class (used by Aid and team attacks, L397, L557). */
  degree: Degree;
  thrown: ThrownDie[];
  summary: string;
  rulesVersion: number;
}

function modifierOf(input: AttackInput): number {
  return input.attackBonus + circumstanceTotal(input.circumstances) + (input.otherModifiers ?? 0);
}

/** The attack as read from a known face (replay and odds use this; `rollAttack` throws the die). */
export function attackFromFace(face: number, input: AttackInput, purpose: RollPurpose, settings: D20Settings = DEFAULT_D20_SETTINGS): AttackResult {
  if (!Number.isInteger(face) || face < 1 || face > 20) throw new Error(`A d20 shows 1 to 20 (got ${face})`);
  const threatFrom = input.threatFrom ?? 20;
  if (!Number.isInteger(threatFrom) || threatFrom < 2 || threatFrom > 20) throw new Error(`A threat range starts at 2 to 20 (got ${threatFrom})`);
  const dc = defenceClass(input.defence);
  const total = face + modifierOf(input);
  const meets = total >= dc;
  let outcome: AttackOutcome;
  let threat = false;
  if (face === 1) {
    outcome = "miss"; // L250
  } else if (face === 20) {
    threat = true; // L234: a natural 20 always hits and threatens
    outcome = meets ? "critical" : "hit";
  } else if (meets) {
    threat = face >= threatFrom; // L238: only a hit threatens
    outcome = threat ? "critical" : "hit";
  } else {
    outcome = "miss";
  }
  if (outcome === "critical" && input.attackerIsMinion && !input.targetIsMinion) outcome = "hit"; // L347
  const degree = degreeOf(total, dc, settings);
  // D20-R15: a hit is at least one degree of success, a miss at least one of failure.
  const shownDegree: Degree =
    outcome === "miss" ? (degree.outcome === "failure" ? degree : { outcome: "failure", degrees: 1 }) : degree.outcome === "success" ? degree : { outcome: "success", degrees: 1 };
  const mod = modifierOf(input);
  return {
    purpose,
    dc,
    natural: face,
    total,
    outcome,
    threat,
    degree: shownDegree,
    thrown: [{ sides: 20, face, purpose, status: "kept" }],
    summary: `d20 ${face} ${mod < 0 ? `− ${-mod}` : `+ ${mod}`} = ${total} vs defence ${dc}: ${outcome}${threat ? " (threat)" : ""}, ${describeDegree(shownDegree)}`,
    rulesVersion: D20_RULES_VERSION,
  };
}

/** An attack as a routine check: no die, no natural 20 or 1, so no critical (L349, L369). */
export function routineAttack(input: AttackInput, purpose: RollPurpose, settings: D20Settings = DEFAULT_D20_SETTINGS): AttackResult {
  const dc = defenceClass(input.defence);
  const total = ROUTINE_ROLL + modifierOf(input);
  const degree = degreeOf(total, dc, settings);
  const outcome: AttackOutcome = degree.outcome === "success" ? "hit" : "miss";
  return {
    purpose,
    dc,
    natural: null,
    total,
    outcome,
    threat: false,
    degree,
    thrown: [],
    summary: `routine 10 + ${modifierOf(input)} = ${total} vs defence ${dc}: ${outcome}`,
    rulesVersion: D20_RULES_VERSION,
  };
}

/** Throws the attack's d20 (or none for a routine attack). */
export function rollAttack(dice: Dice, input: AttackInput, purpose: RollPurpose, settings: D20Settings = DEFAULT_D20_SETTINGS): AttackResult {
  if (input.routine) return routineAttack(input, purpose, settings);
  return attackFromFace(dice.roll(20, purpose), input, purpose, settings);
}

/**
 * A critical's Increased Effect: +5 to the resistance DC (L242), and against a minion the worst
 * degree without a check. Finishing attacks with a normal roll against DC 10 hit as criticals (L529).
 */
export const CRITICAL_INCREASED_EFFECT_DC = 5;

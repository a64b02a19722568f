/**
 * Checks: a d20 plus a modifier against a DC (L647), with degrees of success and failure
 * (D20-R1, D20-R2), routine checks (L597–L605), circumstance modifiers (L593, L651) and the
 * hero point that makes a die at least 11 (L429, L589).
 */
import type { Dice, RollPurpose, ThrownDie } from "../dice";
import { D20_RULES_VERSION } from "./rules-version";
import { DEFAULT_D20_SETTINGS, type D20Settings } from "./settings";

/** A check's result as one signed level: +n is n degrees of success, −n is n degrees of failure. */
export interface Degree {
  outcome: "success" | "failure";
  /** 1 or more. */
  degrees: number;
}

/** Circumstance modifiers: +2 in the character's favour, −2 against, ±5 when major (L593, L651, L691). */
export const CIRCUMSTANCE = {
  favourable: 2,
  unfavourable: -2,
  "major-favourable": 5,
  "major-unfavourable": -5,
} as const;

export type Circumstance = keyof typeof CIRCUMSTANCE;

/** The value a routine check takes instead of a roll (L369, L603–L605: anyone with 0 or more meets DC 10). */
export const ROUTINE_ROLL = 10;

/** The lowest die a hero point leaves: a 10 or less gets +10 (L429, L589). */
export const HERO_POINT_MINIMUM = 11;

/** The sum of the circumstance modifiers named. */
export function circumstanceTotal(circumstances: readonly Circumstance[] = []): number {
  return circumstances.reduce((sum, c) => sum + CIRCUMSTANCE[c], 0);
}

/** The die after a hero point: a face of 10 or less gets +10 (L429); 11–20 stay. */
export function heroPointFace(face: number): number {
  return face <= 10 ? face + 10 : face;
}

/** Degrees of a total against a DC (D20-R1): success at or over the DC, one degree per full step. */
export function degreeOf(total: number, dc: number, settings: Pick<D20Settings, "degreeStep"> = DEFAULT_D20_SETTINGS): Degree {
  const step = settings.degreeStep;
  if (total >= dc) return { outcome: "success", degrees: 1 + Math.floor((total - dc) / step) };
  return { outcome: "failure", degrees: 1 + Math.floor((dc - total - 1) / step) };
}

/** A degree as a signed level (+2 = two degrees of success, −1 = one degree of failure). */
export function degreeLevel(degree: Degree): number {
  return degree.outcome === "success" ? degree.degrees : -degree.degrees;
}

/** The degree of a signed level (never 0). */
export function degreeFromLevel(level: number): Degree {
  if (level === 0 || !Number.isInteger(level)) throw new Error(`A degree level is a whole number other than 0 (got ${level})`);
  return level > 0 ? { outcome: "success", degrees: level } : { outcome: "failure", degrees: -level };
}

/** One degree better: a single failure becomes a single success (D20-R2). */
export function improveDegree(degree: Degree): Degree {
  const level = degreeLevel(degree);
  return degreeFromLevel(level === -1 ? 1 : level + 1);
}

export function describeDegree(degree: Degree): string {
  const word = degree.degrees === 1 ? "degree" : "degrees";
  return `${degree.degrees} ${word} of ${degree.outcome}`;
}

export interface D20CheckInput {
  /** Rank plus every modifier except the named circumstances. */
  modifier: number;
  dc: number;
  circumstances?: readonly Circumstance[];
  /** A hero point spent on the roll (L589): the die counts at least 11. */
  heroPoint?: boolean;
}

/**
 * A check's result. STORED AS JSON in the app's event log: `thrown` holds the one d20 (none for
 * a routine check), so `checkFromFace` replays it.
 */
export interface D20CheckResult {
  purpose: RollPurpose;
  modifier: number;
  circumstance: number;
  dc: number;
  /** The face thrown; null for a routine check. */
  natural: number | null;
  /** The die as counted: the face, raised by a hero point, or 10 for a routine check. */
  counted: number;
  total: number;
  heroPoint: boolean;
  routine: boolean;
  degree: Degree;
  thrown: ThrownDie[];
  /** e.g. "d20 7 + 4 = 11 vs DC 15: 1 degree of failure". */
  summary: string;
  rulesVersion: number;
}

function signed(n: number): string {
  return n < 0 ? `− ${-n}` : `+ ${n}`;
}

/** The check as read from a known face (replay, odds): the same rule `rollCheck` runs. */
export function checkFromFace(face: number, input: D20CheckInput, purpose: RollPurpose, settings: D20Settings = DEFAULT_D20_SETTINGS): D20CheckResult {
  if (!Number.isInteger(face) || face < 1 || face > 20) throw new Error(`A d20 shows 1 to 20 (got ${face})`);
  const heroPoint = input.heroPoint === true;
  const circumstance = circumstanceTotal(input.circumstances);
  const counted = heroPoint ? heroPointFace(face) : face;
  const total = counted + input.modifier + circumstance;
  let degree = degreeOf(total, input.dc, settings);
  const natural20 = face === 20 && settings.naturalTwentyImprovesDegree;
  if (natural20) degree = improveDegree(degree); // D20-R2
  const die = heroPoint && counted !== face ? `d20 ${face}→${counted} (hero point)` : `d20 ${face}`;
  const bonus = input.modifier + circumstance;
  return {
    purpose,
    modifier: input.modifier,
    circumstance,
    dc: input.dc,
    natural: face,
    counted,
    total,
    heroPoint,
    routine: false,
    degree,
    thrown: [{ sides: 20, face, purpose, status: "kept" }],
    summary: `${die} ${signed(bonus)} = ${total} vs DC ${input.dc}: ${describeDegree(degree)}${natural20 ? " (natural 20)" : ""}`,
    rulesVersion: D20_RULES_VERSION,
  };
}

/** Rolls one d20 for a check (L647). */
export function rollCheck(dice: Dice, input: D20CheckInput, purpose: RollPurpose, settings: D20Settings = DEFAULT_D20_SETTINGS): D20CheckResult {
  return checkFromFace(dice.roll(20, purpose), input, purpose, settings);
}

/** A routine check: no die, the roll counts as 10 (L597–L605). */
export function routineCheck(input: Omit<D20CheckInput, "heroPoint">, purpose: RollPurpose, settings: D20Settings = DEFAULT_D20_SETTINGS): D20CheckResult {
  const circumstance = circumstanceTotal(input.circumstances);
  const total = ROUTINE_ROLL + input.modifier + circumstance;
  const degree = degreeOf(total, input.dc, settings);
  return {
    purpose,
    modifier: input.modifier,
    circumstance,
    dc: input.dc,
    natural: null,
    counted: ROUTINE_ROLL,
    total,
    heroPoint: false,
    routine: true,
    degree,
    thrown: [],
    summary: `routine 10 ${signed(input.modifier + circumstance)} = ${total} vs DC ${input.dc}: ${describeDegree(degree)}`,
    rulesVersion: D20_RULES_VERSION,
  };
}

/** Resistance DC: effect rank + 10 (L377); damage uses rank + 15 (L258). */
export function resistanceDc(rank: number, effect: "damage" | "other"): number {
  return rank + (effect === "damage" ? 15 : 10);
}

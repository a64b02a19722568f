/**
 * Damage: a Toughness check against damage rank + 15 (L258) and the ladder of consequences
 * (L260–L272), minions (L351, L242), objects (L282–L288), material Toughness with thickness steps
 * (L290–L305) and device Toughness (L290).
 */
import type { Dice, RollPurpose } from "../dice";
import { checkFromFace, resistanceDc, type D20CheckResult, type Degree } from "./check";
import { CRITICAL_INCREASED_EFFECT_DC } from "./attack";
import { DEFAULT_D20_SETTINGS, type D20Settings } from "./settings";

/** Where a living target stands on the ladder past staggered (L268, L272). */
export type DamageState = "active" | "incapacitated" | "dying" | "dead";

/** A living target's damage: the stacking penalty and the ladder's conditions. STORED AS JSON. */
export interface DamageTrack {
  /** The stacking −1s to further damage checks, as a positive count (L262, L270). */
  penalty: number;
  /** Until the end of its next turn (L264); the conflict tracker ends it. */
  dazed: boolean;
  /** Until recovered (L266). */
  staggered: boolean;
  state: DamageState;
}

export const UNHURT: DamageTrack = { penalty: 0, dazed: false, staggered: false, state: "active" };

/** The four degrees of failure of a damage check (L262–L268); more counts as four. */
export const WORST_DAMAGE_DEGREE = 4;

export interface DamageStep {
  track: DamageTrack;
  /** What happened, in order, e.g. ["−1", "dazed"] or ["staggered again: fourth degree", "incapacitated"]. */
  effects: string[];
}

/**
 * Applies a damage check's result to a living target (L260–L272). A minion that fails takes the
 * worst degree (L351). A target already incapacitated becomes dying on any failure, a dying one
 * dead (L272, D20-R7).
 */
export function applyDamageResult(track: DamageTrack, result: Degree, opts: { minion?: boolean; killingFinish?: boolean } = {}): DamageStep {
  if (result.outcome === "success" || track.state === "dead") return { track, effects: [] };
  // L529: a finishing attack made with intent to kill that leaves three or more degrees of failure kills.
  if (opts.killingFinish && result.degrees >= 3) return { track: { ...track, state: "dead" }, effects: ["finishing attack with intent to kill: dead"] };
  if (track.state === "incapacitated") return { track: { ...track, state: "dying" }, effects: ["dying"] }; // L272
  if (track.state === "dying") return { track: { ...track, state: "dead" }, effects: ["dead"] }; // L272
  let degrees = Math.min(result.degrees, WORST_DAMAGE_DEGREE);
  const effects: string[] = [];
  if (opts.minion && degrees < WORST_DAMAGE_DEGREE) {
    effects.push("minion: worst degree"); // L351
    degrees = WORST_DAMAGE_DEGREE;
  }
  if (degrees === 3 && track.staggered) {
    effects.push("staggered again: fourth degree"); // L266
    degrees = 4;
  }
  if (degrees >= 4) return { track: { ...track, state: "incapacitated" }, effects: [...effects, "incapacitated"] }; // L268
  const next: DamageTrack = { ...track, penalty: track.penalty + 1 }; // L262, L264, L266: each adds −1
  effects.push("−1");
  if (degrees === 2) {
    next.dazed = true; // L264
    effects.push("dazed");
  }
  if (degrees === 3) {
    next.staggered = true; // L266
    effects.push("staggered");
  }
  return { track: next, effects };
}

/** An object's state (L288). STORED AS JSON. */
export interface ObjectTrack {
  penalty: number;
  state: "intact" | "broken" | "destroyed";
}

export const INTACT: ObjectTrack = { penalty: 0, state: "intact" };

/**
 * Applies a damage check to an inanimate object: dazed and staggered mean nothing to it (L282).
 * With the intent to break it, two degrees of failure break it and three or more destroy it
 * (L288). Otherwise each failure only adds the −1 (D20-R6, setting `objectsTakePenalties`).
 */
export function applyObjectDamage(
  track: ObjectTrack,
  result: Degree,
  opts: { intentToBreak: boolean },
  settings: D20Settings = DEFAULT_D20_SETTINGS,
): DamageStep & { object: ObjectTrack } {
  if (result.outcome === "success" || track.state === "destroyed") return { object: track, track: UNHURT, effects: [] };
  const effects: string[] = [];
  let next = track;
  if (opts.intentToBreak && result.degrees >= 3) {
    next = { ...track, state: "destroyed" }; // L288
    effects.push("destroyed");
  } else if (opts.intentToBreak && result.degrees === 2) {
    next = { ...track, state: "broken" }; // L288
    effects.push("broken");
  } else if (settings.objectsTakePenalties) {
    next = { ...track, penalty: track.penalty + 1 }; // D20-R6
    effects.push("−1");
  }
  return { object: next, track: UNHURT, effects };
}

export interface DamageCheckInput {
  toughness: number;
  damageRank: number;
  track: DamageTrack;
  minion?: boolean;
  /** A critical's Increased Effect (L242): +5 DC, and a minion takes the worst degree with no check. */
  increasedEffect?: boolean;
  /** Other modifiers to the check (circumstances, Defend etc.), signed. */
  modifier?: number;
  heroPoint?: boolean;
}

/** STORED AS JSON. */
export interface DamageCheckResult extends DamageStep {
  dc: number;
  /** The Toughness check, or null when a minion took an Increased Effect critical without one (L242). */
  check: D20CheckResult | null;
  summary: string;
}

/** The DC of a damage check: rank + 15 (L258), +5 for Increased Effect (L242). */
export function damageDc(damageRank: number, increasedEffect = false): number {
  return resistanceDc(damageRank, "damage") + (increasedEffect ? CRITICAL_INCREASED_EFFECT_DC : 0);
}

/** The damage check read from a known face (null: no die, see `check`). */
export function damageCheckFromFace(face: number | null, input: DamageCheckInput, purpose: RollPurpose, settings: D20Settings = DEFAULT_D20_SETTINGS): DamageCheckResult {
  const dc = damageDc(input.damageRank, input.increasedEffect);
  if (input.minion && input.increasedEffect) {
    const step = applyDamageResult(input.track, { outcome: "failure", degrees: WORST_DAMAGE_DEGREE }, { minion: true });
    return { ...step, dc, check: null, summary: `minion, critical Increased Effect: no check, ${step.effects.join(", ")}` };
  }
  if (face === null) throw new Error("A damage check needs its d20 face");
  const check = checkFromFace(face, { modifier: input.toughness - input.track.penalty + (input.modifier ?? 0), dc, heroPoint: input.heroPoint }, purpose, settings);
  const step = applyDamageResult(input.track, check.degree, { minion: input.minion });
  return { ...step, dc, check, summary: `Toughness ${check.summary}${step.effects.length ? ` → ${step.effects.join(", ")}` : ""}` };
}

/** Throws the Toughness check (no die for a minion hit by an Increased Effect critical). */
export function rollDamageCheck(dice: Dice, input: DamageCheckInput, purpose: RollPurpose, settings: D20Settings = DEFAULT_D20_SETTINGS): DamageCheckResult {
  const face = input.minion && input.increasedEffect ? null : dice.roll(20, purpose);
  return damageCheckFromFace(face, input, purpose, settings);
}

/** Material Toughness for about an inch of the material (L292–L305). */
export const MATERIAL_TOUGHNESS = [
  { material: "paper", toughness: 0, line: 294 },
  { material: "soil", toughness: 0, line: 295 },
  { material: "glass", toughness: 1, line: 296 },
  { material: "ice", toughness: 1, line: 297 },
  { material: "rope", toughness: 1, line: 298 },
  { material: "wood", toughness: 3, line: 299 },
  { material: "stone", toughness: 5, line: 300 },
  { material: "iron", toughness: 7, line: 301 },
  { material: "reinforced concrete", toughness: 8, line: 302 },
  { material: "steel", toughness: 9, line: 303 },
  { material: "titanium", toughness: 15, line: 304 },
  { material: "super-alloys", toughness: 20, orMore: true, line: 305 },
] as const satisfies ReadonlyArray<{ material: string; toughness: number; orMore?: boolean; line: number }>;

export type Material = (typeof MATERIAL_TOUGHNESS)[number]["material"];

/**
 * Thickness steps from the listed inch: +1 per doubling, −1 per halving (L290); only whole
 * doublings reached count, so 12 inches is 3 steps (D20-R8).
 */
export function thicknessSteps(inches: number): number {
  if (!(inches > 0) || !Number.isFinite(inches)) throw new Error(`A thickness is more than 0 inches (got ${inches})`);
  return Math.floor(Math.log2(inches) + 1e-9);
}

/** A material's Toughness at a thickness: a foot of stone is 8 (L290). */
export function materialToughness(material: Material, inches = 1): number {
  const row = MATERIAL_TOUGHNESS.find((m) => m.material === material)!;
  return row.toughness + thicknessSteps(inches);
}

/** A device's base Toughness: its points ÷ 5 rounded down, at least 1 (L290). */
export function deviceToughness(devicePoints: number): number {
  return Math.max(1, Math.floor(devicePoints / 5));
}

/**
 * A minion hit by an attacker who declares the intent to kill dies without a check (L573); the
 * series' lethality (L725–L727) is the group's call, so the app asks before sending this.
 */
export function killMinion(track: DamageTrack): DamageStep {
  return { track: { ...track, state: "dead" }, effects: ["minion killed by intent"] };
}

/**
 * Throwing a figure's roll (VSGMR L117, L279): one die plus flat modifiers against a target, with
 * Ignores Armor's pair of armour rolls (L187), Cause Fear on an attacker's natural 1 or 2 (L151),
 * knockback from a natural 8+ (L311) and Inspiration's one re-roll of a failed roll (L199, VS-R13).
 * `checkOdds` gives the exact chance of each result under the same policy.
 */
import type { Dice, ThrownDie } from "../../dice";
import { KNOCKBACK } from "../data/powers";
import { VSGMR_RULES_VERSION } from "../rules-version";
import type { CheckSpec } from "./check-spec";
import { addFractions, complement, fraction, multiplyFractions, ZERO, type Fraction } from "./fraction";

/** The faces that make an attacker flee from a Cause Fear figure (L151). */
export const CAUSE_FEAR_FACES = [1, 2] as const;

export interface ThrowCheckOptions {
  /** Spend the force's Inspiration re-roll if the roll fails (L199). */
  useInspiration?: boolean;
}

/** One throw of the roll: one die, or two for Ignores Armor. */
export interface CheckAttempt {
  faces: number[];
  totals: number[];
  isSuccess: boolean;
  isFeared: boolean;
}

/** A thrown roll. STORED AS JSON with battle events; changing it needs a data migration. */
export interface CheckRoll {
  rulesVersion: typeof VSGMR_RULES_VERSION;
  purpose: string;
  rollType: CheckSpec["rollType"];
  sides: number;
  modifier: number;
  target: number;
  /** The first throw, then Inspiration's re-roll if one was used. */
  attempts: CheckAttempt[];
  thrown: ThrownDie[];
  isSuccess: boolean;
  /** The attacker fled from a Cause Fear target (L151). */
  isFeared: boolean;
  hasUsedInspiration: boolean;
  /** Inches the target is knocked back if it then passes its armour roll; 0 for none (L311, VS-R11). */
  knockbackInches: number;
  /** e.g. "d8+2 [8] = 10 vs 5+: success, knockback 3\" if it saves". */
  summary: string;
}

/** Knockback for a natural face: 3 inches per point above 7 (L311). */
export function knockbackInches(face: number): number {
  return face >= KNOCKBACK.fromFace ? KNOCKBACK.inchesPerPoint * (face - (KNOCKBACK.fromFace - 1)) : 0;
}

function isFearFace(face: number): boolean {
  return (CAUSE_FEAR_FACES as readonly number[]).includes(face);
}

function dieText(spec: CheckSpec): string {
  const mod = spec.modifier === 0 ? "" : spec.modifier > 0 ? `+${spec.modifier}` : `${spec.modifier}`;
  return `d${spec.sides}${mod}`;
}

function throwAttempt(spec: CheckSpec, dice: Dice, purpose: string): CheckAttempt {
  const count = spec.rollsTwice ? 2 : 1;
  const faces: number[] = [];
  for (let i = 0; i < count; i++) faces.push(dice.roll(spec.sides, purpose));
  const totals = faces.map((f) => f + spec.modifier);
  const isFeared = spec.causeFear && isFearFace(faces[0]!);
  return { faces, totals, isFeared, isSuccess: !isFeared && totals.every((t) => t >= spec.target) };
}

function attemptText(attempt: CheckAttempt): string {
  return `[${attempt.faces.join(", ")}] = ${attempt.totals.join(", ")}`;
}

/** Throws the roll `spec` describes with `dice`, recording every die. */
export function throwCheck(spec: CheckSpec, dice: Dice, options: ThrowCheckOptions = {}): CheckRoll {
  const purpose = `vsgmr-${spec.rollType}`;
  const attempts = [throwAttempt(spec, dice, purpose)];
  if (!attempts[0]!.isSuccess && options.useInspiration) attempts.push(throwAttempt(spec, dice, `${purpose}-inspiration`));
  const final = attempts.at(-1)!;

  const thrown: ThrownDie[] = [];
  attempts.forEach((attempt, a) => {
    const isLast = a === attempts.length - 1;
    attempt.faces.forEach((face, i) => {
      const die: ThrownDie = { sides: spec.sides, face, purpose: a === 0 ? purpose : `${purpose}-inspiration`, status: isLast ? "kept" : "rerolled" };
      if (a > 0) {
        die.replaces = i;
        die.note = "Inspiration re-roll";
      }
      thrown.push(die);
    });
  });

  const knockback = spec.hasKnockback && final.isSuccess ? knockbackInches(final.faces[0]!) : 0;
  const outcome = (attempt: CheckAttempt) => (attempt.isFeared ? "feared" : attempt.isSuccess ? "success" : "failure");
  const twice = spec.rollsTwice ? " (two rolls, both must pass)" : "";
  const reroll = attempts.length > 1 ? `; Inspiration re-roll ${attemptText(final)}: ${outcome(final)}` : "";
  const knock = knockback > 0 ? `, knockback ${knockback}" if it saves` : "";
  return {
    rulesVersion: VSGMR_RULES_VERSION,
    purpose,
    rollType: spec.rollType,
    sides: spec.sides,
    modifier: spec.modifier,
    target: spec.target,
    attempts,
    thrown,
    isSuccess: final.isSuccess,
    isFeared: final.isFeared,
    hasUsedInspiration: attempts.length > 1,
    knockbackInches: knockback,
    summary: `${dieText(spec)} ${attemptText(attempts[0]!)} vs ${spec.target}+${twice}: ${outcome(attempts[0]!)}${reroll}${knock}`,
  };
}

/** The chance an attack on a Cause Fear figure ends in fear, on a d`sides` (L151, VS-R10). */
export function causeFearChance(sides: number): Fraction {
  return fraction(CAUSE_FEAR_FACES.filter((f) => f <= sides).length, sides);
}

export interface CheckOdds {
  success: Fraction;
  /** Ends feared (Cause Fear). */
  feared: Fraction;
  /** For each knockback distance, the chance the roll succeeds with that face. */
  knockback: Array<{ inches: number; chance: Fraction }>;
}

/** The exact chances of `throwCheck`'s results, Inspiration used on a failure when asked (VS-R13). */
export function checkOdds(spec: CheckSpec, options: ThrowCheckOptions = {}): CheckOdds {
  const s = spec.sides;
  const faces = Array.from({ length: s }, (_, i) => i + 1);
  const isGood = (f: number) => !(spec.causeFear && isFearFace(f)) && f + spec.modifier >= spec.target;
  const good = faces.filter(isGood).length;
  const fearFaces = spec.causeFear ? faces.filter(isFearFace).length : 0;

  const once = spec.rollsTwice ? fraction(good * good, s * s) : fraction(good, s);
  const fearedOnce = fraction(fearFaces, s);
  // With Inspiration a failed first throw is thrown again, and the second result stands.
  const again = options.useInspiration ? complement(once) : ZERO;
  const weight = addFractions(fraction(1, 1), again);

  const knockback = spec.hasKnockback
    ? faces.filter((f) => isGood(f) && knockbackInches(f) > 0).map((f) => ({ inches: knockbackInches(f), chance: multiplyFractions(fraction(1, s), weight) }))
    : [];
  return {
    success: addFractions(once, multiplyFractions(again, once)),
    feared: options.useInspiration ? multiplyFractions(again, fearedOnce) : fearedOnce,
    knockback,
  };
}

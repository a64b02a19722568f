/**
 * Distances in the group's chosen figure scale (VSGMR L45–L64, VS-R17). The rules speak in Move
 * Units, Distance Attack Units and inches written for 25–32 mm figures (L49); at another size the
 * inches scale with that size's Move Unit. Lengths are kept as exact fractions of an inch (a third
 * of an inch happens at 90 mm), printed with ½, ⅓ and the like.
 */
import { DEFAULT_SCALE_ID, scaleById, type ScaleId } from "./data/scale";

/** A distance as the rules state it. */
export type RulesDistance = { inches: number } | { moveUnits: number } | { distanceAttackUnits: number };

/** An exact length in inches: numerator / denominator, in lowest terms. */
export interface Inches {
  numerator: number;
  denominator: number;
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

function reduce(numerator: number, denominator: number): Inches {
  const divisor = gcd(numerator, denominator) || 1;
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

function asFraction(value: number): Inches {
  // Book distances are whole inches or halves (1½" spaces); anything finer is a programmer error.
  const twice = value * 2;
  if (!Number.isInteger(twice)) throw new Error(`Distances are given in whole or half inches (got ${value})`);
  return reduce(twice, 2);
}

/** The length of a rules distance at `scale`. */
export function distanceInScale(distance: RulesDistance, scale: ScaleId = DEFAULT_SCALE_ID): Inches {
  const target = scaleById(scale);
  if ("moveUnits" in distance) {
    const value = asFraction(distance.moveUnits);
    return reduce(value.numerator * target.moveUnitInches, value.denominator);
  }
  if ("distanceAttackUnits" in distance) {
    const value = asFraction(distance.distanceAttackUnits);
    return reduce(value.numerator * target.distanceAttackUnitInches, value.denominator);
  }
  const value = asFraction(distance.inches);
  const book = scaleById(DEFAULT_SCALE_ID);
  return reduce(value.numerator * target.moveUnitInches, value.denominator * book.moveUnitInches);
}

const VULGAR: Record<string, string> = { "1/2": "½", "1/3": "⅓", "2/3": "⅔", "1/4": "¼", "3/4": "¾", "1/6": "⅙", "5/6": "⅚", "1/8": "⅛", "3/8": "⅜", "5/8": "⅝", "7/8": "⅞" };

/** Inches as the page shows them: 3", 1½", ⅔", 2 1/12". */
export function formatInches({ numerator, denominator }: Inches): string {
  const whole = Math.floor(numerator / denominator);
  const rest = numerator - whole * denominator;
  if (rest === 0) return `${whole}"`;
  const key = `${rest}/${denominator}`;
  const fraction = VULGAR[key];
  if (fraction) return `${whole === 0 ? "" : whole}${fraction}"`;
  return `${whole === 0 ? "" : `${whole} `}${key}"`;
}

/** A rules distance in the group's scale, e.g. 3" (Bodyguard's reach) at 54 mm → 1½". */
export function formatDistance(distance: RulesDistance, scale: ScaleId = DEFAULT_SCALE_ID): string {
  return formatInches(distanceInScale(distance, scale));
}

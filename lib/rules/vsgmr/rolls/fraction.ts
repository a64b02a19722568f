/**
 * Exact chances as fractions (the shared `Fraction` of odds.ts: bigint numerator and denominator),
 * with the little arithmetic the VSGMR odds need. Always returned in lowest terms.
 */
import { reduceFraction, type Fraction } from "../../odds";

export type { Fraction } from "../../odds";

export function fraction(numerator: number | bigint, denominator: number | bigint): Fraction {
  const d = BigInt(denominator);
  if (d <= 0n) throw new Error("A chance needs a positive denominator");
  return reduceFraction({ numerator: BigInt(numerator), denominator: d });
}

export const ZERO: Fraction = { numerator: 0n, denominator: 1n };
export const ONE: Fraction = { numerator: 1n, denominator: 1n };

export function addFractions(a: Fraction, b: Fraction): Fraction {
  return fraction(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
}

export function multiplyFractions(a: Fraction, b: Fraction): Fraction {
  return fraction(a.numerator * b.numerator, a.denominator * b.denominator);
}

export function complement(a: Fraction): Fraction {
  return fraction(a.denominator - a.numerator, a.denominator);
}

/** A fraction as a number, for bars and percentages only. */
export function fractionValue(a: Fraction): number {
  return Number(a.numerator) / Number(a.denominator);
}

/** e.g. "5/12". */
export function fractionText(a: Fraction): string {
  return `${a.numerator}/${a.denominator}`;
}

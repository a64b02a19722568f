/**
 * Hero points as ledger entries (currency, delta, reason): awards for complications (L623),
 * defeat and capture (L709, L713), a villain's escape (L717) and a lasting injury coming into
 * play (L579); spends to make a die at least 11 (L589) or to attempt an outlandish stunt (L693).
 * The app keeps the entries in its append-only ledger; a correction is a new entry.
 */
import { DEFAULT_D20_SETTINGS, type D20Settings } from "./settings";

export const HERO_POINT_CURRENCY = "d20-hero-points";

export const HERO_POINT_AWARDS = ["complication", "defeat", "capture", "villain-escape", "lasting-injury"] as const;
export type HeroPointAward = (typeof HERO_POINT_AWARDS)[number];

export const HERO_POINT_SPENDS = ["improve-roll", "stunt"] as const;
export type HeroPointSpend = (typeof HERO_POINT_SPENDS)[number];

export type HeroPointReason = HeroPointAward | HeroPointSpend | "adventure-start" | "correction";

export interface HeroPointEntry {
  currency: typeof HERO_POINT_CURRENCY;
  heroId: string;
  delta: number;
  reason: HeroPointReason;
  note?: string;
}

export type HeroPointFailure = { ok: false; error: { code: "insufficient-hero-points" | "not-a-whole-number"; message: string } };

/** The balance a list of entries leaves for one hero. */
export function heroPointBalance(entries: readonly HeroPointEntry[], heroId: string): number {
  return entries.filter((e) => e.heroId === heroId && e.currency === HERO_POINT_CURRENCY).reduce((sum, e) => sum + e.delta, 0);
}

/** One point for a setback the GM imposes (one per award, D20-R11). */
export function awardHeroPoint(heroId: string, reason: HeroPointAward, note?: string): HeroPointEntry {
  return { currency: HERO_POINT_CURRENCY, heroId, delta: 1, reason, ...(note ? { note } : {}) };
}

/** Spending one point; refused when the hero has none (D20-R11). */
export function spendHeroPoint(balance: number, heroId: string, reason: HeroPointSpend, note?: string): { ok: true; entry: HeroPointEntry } | HeroPointFailure {
  if (balance < 1) return { ok: false, error: { code: "insufficient-hero-points", message: `${heroId} has no hero point to spend.` } };
  return { ok: true, entry: { currency: HERO_POINT_CURRENCY, heroId, delta: -1, reason, ...(note ? { note } : {}) } };
}

/**
 * The entry that starts an adventure (D20-R3): by default the balance becomes the starting points
 * (a delta that may be negative: unspent points lapse); or the starting points are added. Null
 * when nothing changes.
 */
export function startAdventureHeroPoints(balance: number, heroId: string, settings: D20Settings = DEFAULT_D20_SETTINGS): HeroPointEntry | null {
  const delta = settings.resetHeroPointsEachAdventure ? settings.startingHeroPoints - balance : settings.startingHeroPoints;
  if (delta === 0) return null;
  return { currency: HERO_POINT_CURRENCY, heroId, delta, reason: "adventure-start" };
}

/** A GM's correction with a note; refused if it would leave the balance below 0. */
export function correctHeroPoints(balance: number, heroId: string, delta: number, note: string): { ok: true; entry: HeroPointEntry } | HeroPointFailure {
  if (!Number.isInteger(delta) || delta === 0) return { ok: false, error: { code: "not-a-whole-number", message: "A correction is a whole number other than 0." } };
  if (balance + delta < 0) return { ok: false, error: { code: "insufficient-hero-points", message: `${heroId} has ${balance}; the correction would leave ${balance + delta}.` } };
  return { ok: true, entry: { currency: HERO_POINT_CURRENCY, heroId, delta, reason: "correction", note } };
}

/**
 * The subplot table and the numbers of the subplot check (SMF L1958–L2074).
 */
import type { CheckCategory } from "../character";
import type { D6Face } from "./scenarios";

export interface SubplotTableRow {
  face: D6Face;
  /** The two subplots in play for the battle. */
  subplots: readonly [CheckCategory, CheckCategory];
  line: number;
}

/** One D6 for the battle picks the two subplots in play (L1973–L1980). */
export const SUBPLOT_TABLE = [
  { face: 1, subplots: ["creative", "magical"], line: 1975 }, // L1975
  { face: 2, subplots: ["adventure", "military"], line: 1976 }, // L1976
  { face: 3, subplots: ["science", "underworld"], line: 1977 }, // L1977
  { face: 4, subplots: ["resource", "image"], line: 1978 }, // L1978
  { face: 5, subplots: ["adventure", "investigation"], line: 1979 }, // L1979
  { face: 6, subplots: ["resource", "underworld"], line: 1980 }, // L1980
] as const satisfies readonly SubplotTableRow[];

export function subplotRowForFace(face: number): SubplotTableRow {
  const row = SUBPLOT_TABLE.find((r) => r.face === face);
  if (!row) throw new Error(`Subplot D6 face out of range: ${face}`);
  return row;
}

/** The subplot check is a TN2 check; each goal above the TN is +1D to the team's pool (L2064). */
export const SUBPLOT_CHECK_TN = 2; // L2064

/** A character may add at most +2D of subplot dice to one throw (L2066). For the app's spending UI. */
export const SUBPLOT_DICE_MAX_PER_THROW = 2; // L2066

/** Connected drivers with a positive relationship need this many goals on a Chance roll to attack each other (L2072). */
export const POSITIVE_CONNECTION_CHANCE_GOALS = 2; // L2072

/** Connected drivers with a negative relationship gain this many dice to attack each other (L2072). */
export const NEGATIVE_CONNECTION_ATTACK_DICE = 1; // L2072

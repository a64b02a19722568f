/**
 * One line, in our own words, for each choice the battle forms offer before the dice: every screen
 * that asks the question shows the same line. The bump tables and the scenario specials keep their
 * lines beside their own data (bump-tables.ts, scenarios.ts).
 */
import type { CheckCategory } from "../character";
import { SUBPLOT_CHECK_TN, SUBPLOT_DICE_MAX_PER_THROW, SUBPLOT_TABLE } from "./subplot-table";

/** The "Chase sixes" checkbox: the app's Re-roll policy when it throws for a team (Ruling R22). */
export const CHASE_SIXES_SUMMARY =
  "A 6 counts as two goals. Ticked, Re-rolls left over once every miss is re-rolled go on 4s and 5s to try for 6s, which can gain a goal or lose one (Ruling R22).";

/** The subplot preferences (L2064–L2066): what the choice decides and what it earns. */
export const SUBPLOT_CHOICE_SUMMARY = `A D6 puts two subplots in play; the driver makes a TN${SUBPLOT_CHECK_TN} check in the first of these that is, and each goal over the TN is a subplot die the team may spend this battle (at most +${SUBPLOT_DICE_MAX_PER_THROW}D on one throw).`;

/** Shown beside a subplot's name: the subplot-table faces that put it in play (L1975–L1980). */
export function subplotOptionSummary(category: CheckCategory): string {
  const faces = SUBPLOT_TABLE.filter((row) => (row.subplots as readonly CheckCategory[]).includes(category)).map((row) => row.face);
  if (faces.length === 0) return "never in play";
  return `in play on ${faces.length === 1 ? "a " : ""}${faces.join(" or ")}`;
}

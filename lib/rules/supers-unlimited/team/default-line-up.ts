import type { SuCard } from "../card/card";
import type { SuRosterSettings } from "../card/roster-settings";
import { validateTeam } from "./validate-team";

/**
 * The line-up a battle's set-up opens on, so a group can record it without ticking anything: the
 * roster's cards in their order, each taken when the line-up with it is still a legal team within
 * the Levels budget (SU L382–L397), otherwise passed over. Every line-up it returns is legal; an
 * empty one means no card of the roster makes a legal team alone. The ids, in roster order.
 */
export function defaultLineUp(settings: SuRosterSettings, roster: readonly SuCard[]): string[] {
  const lineUp: SuCard[] = [];
  for (const card of roster) {
    if (validateTeam(settings, [...lineUp, card]).ok) lineUp.push(card);
  }
  return lineUp.map((card) => card.id);
}

import type { SmfCharacter } from "../character";
import { validateLineUp } from "./validate-line-up";

/** Whether a roster member may be fielded at all: not dead, captured or retired, and not sitting out (Rulings R18, R19). */
export function isAvailableForBattle(c: SmfCharacter): boolean {
  return c.state.status === "active" && !c.state.nextBattle.missesBattle;
}

/**
 * The line-up the set-up page ticks for a team before its owner changes anything: a legal one
 * (Ruling R4), so a roster that holds more than a battle may field (5–7 recommended) does not
 * start over the limit.
 *
 * Decision: walk the roster in its own order and take each available member whose addition keeps
 * the line-up legal; one that would break a limit (weight, six fielded, one of each archetype) is
 * skipped and the walk goes on, so a later lighter member can still fill the gap. Roster order is
 * the owner's order and does not change between page loads, so the default is the same every time
 * and easy to predict. Members that weigh nothing (sidekicks, thralls, vehicles, Ruling R27) come
 * along when available, as they would in a full roster line-up. Returns the ids in roster order.
 */
export function defaultLineUp(roster: readonly SmfCharacter[]): string[] {
  const chosen: SmfCharacter[] = [];
  for (const c of roster) {
    if (!isAvailableForBattle(c)) continue;
    if (validateLineUp([...chosen, c]).ok) chosen.push(c);
  }
  return chosen.map((c) => c.id);
}

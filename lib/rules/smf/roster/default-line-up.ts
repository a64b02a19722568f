import type { SmfCharacter } from "../character";
import type { RuleReference } from "../rule-reference";
import { ARCHETYPE_LIMIT_RULE, archetypeLimitText, joinNames } from "./archetype-clashes";
import { baseArchetypesOf } from "./traits";
import { ARCHETYPE_LIMIT, fieldedCount, formatLineUpWeight, lineUpWeight, MAX_FIELDED, MAX_LINE_UP_WEIGHT, totalLineUpWeight, validateLineUp } from "./validate-line-up";

/** Whether a roster member may be fielded at all: not dead, captured or retired, and not sitting out (Rulings R18, R19). */
export function isAvailableForBattle(c: SmfCharacter): boolean {
  return c.state.status === "active" && !c.state.nextBattle.missesBattle;
}

/**
 * An available member the default line-up did not tick, and why, in words for the set-up page.
 * `archetype-limit`: another member already counts as that archetype (L238, Ruling R4);
 * `over-weight`: fielding it too would pass 4 standard characters (Ruling R4);
 * `too-many-characters`: six are already fielded (L562, Ruling R4).
 */
export interface LeftOutOfLineUp {
  characterId: string;
  code: "archetype-limit" | "over-weight" | "too-many-characters";
  message: string;
  rule: RuleReference;
}

export interface DefaultLineUpPlan {
  /** The ids ticked, in roster order. */
  fielded: string[];
  /** Every available member not ticked, in roster order, with the limit that kept it out. */
  leftOut: LeftOutOfLineUp[];
}

/**
 * Why an available member cannot join the line-up `chosen` as it stands: the first limit it
 * would break (archetype, then weight, then the number fielded), or undefined when it fits. The
 * set-up page asks it live, so the reason beside an unticked member follows the ticks.
 */
export function whyNotFielded(chosen: readonly SmfCharacter[], c: SmfCharacter): LeftOutOfLineUp | undefined {
  for (const archetype of baseArchetypesOf(c)) {
    const holders = chosen.filter((m) => baseArchetypesOf(m).includes(archetype));
    if (holders.length >= ARCHETYPE_LIMIT[archetype]) {
      const names = joinNames(holders.map((m) => m.name));
      return {
        characterId: c.id,
        code: "archetype-limit",
        message: `Left out: only ${archetypeLimitText(archetype)} can be fielded per battle, and ${names} ${holders.length === 1 ? "is" : "are"} already in. Untick ${holders.length === 1 ? names : "one of them"} to field ${c.name} instead.`,
        rule: ARCHETYPE_LIMIT_RULE,
      };
    }
  }
  const weight = totalLineUpWeight(chosen) + lineUpWeight(c);
  if (weight > MAX_LINE_UP_WEIGHT) {
    return {
      characterId: c.id,
      code: "over-weight",
      message: `Left out: with ${c.name} the line-up would weigh ${formatLineUpWeight(weight)} standard characters, over the limit of ${MAX_LINE_UP_WEIGHT}.`,
      rule: { ruling: "R4" },
    };
  }
  if (lineUpWeight(c) === 0 || fieldedCount(chosen) < MAX_FIELDED) return undefined;
  return {
    characterId: c.id,
    code: "too-many-characters",
    message: `Left out: ${fieldedCount(chosen)} characters are already fielded, and a team fields at most ${MAX_FIELDED}.`,
    rule: { line: 562, ruling: "R4" },
  };
}

/**
 * The line-up the set-up page ticks for a team before its owner changes anything: a legal one
 * (Ruling R4), so a roster that holds more than a battle may field (5–7 recommended) does not
 * start over the limit; and each available member it leaves out with the reason, so a "4 v 4"
 * never turns into a 3 v 3 without a word.
 *
 * Decision: walk the roster in its own order and take each available member whose addition keeps
 * the line-up legal; one that would break a limit (weight, six fielded, one of each archetype) is
 * skipped and the walk goes on, so a later lighter member can still fill the gap. Roster order is
 * the owner's order and does not change between page loads, so the default is the same every time
 * and easy to predict. Members that weigh nothing (sidekicks, thralls, vehicles, Ruling R27) come
 * along when available, as they would in a full roster line-up. Unavailable members (dead,
 * captured, sitting out) are neither: the page gives their own reason.
 */
export function planDefaultLineUp(roster: readonly SmfCharacter[]): DefaultLineUpPlan {
  const chosen: SmfCharacter[] = [];
  const skipped: SmfCharacter[] = [];
  for (const c of roster) {
    if (!isAvailableForBattle(c)) continue;
    if (validateLineUp([...chosen, c]).ok) chosen.push(c);
    else skipped.push(c);
  }
  // Each reason is read against the final line-up: a lighter member taken later still counts.
  return { fielded: chosen.map((c) => c.id), leftOut: skipped.flatMap((c) => whyNotFielded(chosen, c) ?? []) };
}

/** The default line-up's ids in roster order (planDefaultLineUp without the reasons). */
export function defaultLineUp(roster: readonly SmfCharacter[]): string[] {
  return planDefaultLineUp(roster).fielded;
}

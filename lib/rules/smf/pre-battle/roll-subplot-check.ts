/**
 * The subplot check (SMF L2064–L2068): the driver picks one of the two subplots in play and makes
 * a TN2 check; each goal above the TN is +1D to the team's subplot pool for this battle.
 */
import type { Dice, TnCheck } from "../../dice";
import type { CheckCategory, SmfCharacter } from "../character";
import { SUBPLOT_CHECK_TN } from "../data/subplot-table";
import { rollCategoryCheck } from "../roll-category-check";
import { checkPool, type CheckPool, type RosterOptions } from "../roster/check-pool";
import { ruleFailure, type RuleFailure } from "../rule-failure";
import type { MemberRef, StepRecordBase } from "./pre-battle-record";
import { categoryName } from "./roll-subplot-table";

/** STORED AS JSON (pre-battle records); changing it needs a data migration. */
export interface SubplotCheckRecord extends StepRecordBase {
  step: "subplot-check";
  teamId: string;
  driver: MemberRef;
  category: CheckCategory;
  /** How the subplot was chosen: the player's pick, or the default chooser. */
  choice: "player" | "default";
  pool: CheckPool;
  /** SUBPLOT_CHECK_TN plus the driver's curses (Ruling R12). */
  tn: number;
  check: TnCheck;
  /** Dice this check earned for the team: max(0, goals − TN). */
  earnedSubplotDice: number;
}

export interface SubplotCheckInput {
  teamId: string;
  driver: SmfCharacter;
  /** The two subplots in play (rollSubplotTable). */
  subplots: readonly [CheckCategory, CheckCategory];
  category: CheckCategory;
  choice?: "player" | "default";
  rosterOptions?: RosterOptions;
  /** Ruling R22: also re-roll 4s and 5s hoping for 6s. */
  chaseSixes?: boolean;
}

export type SubplotCheckErrorCode = "subplot-not-in-play";

/**
 * Rolls the driver's check with its full pool (base dice, backgrounds, powers, bumps: checkPool)
 * against TN2 raised by +1 per curse (L2473, Ruling R12). Error `subplot-not-in-play` when the
 * chosen category is not one of the two subplots rolled.
 */
export function rollSubplotCheck(input: SubplotCheckInput, dice: Dice): ({ ok: true } & SubplotCheckRecord) | RuleFailure<SubplotCheckErrorCode> {
  if (!input.subplots.includes(input.category)) {
    return ruleFailure("subplot-not-in-play", `${categoryName(input.category)} is not in play; the subplots are ${input.subplots.map(categoryName).join(" and ")}.`);
  }
  const { pool, tn, check } = rollCategoryCheck(
    {
      character: input.driver,
      category: input.category,
      baseTn: SUBPLOT_CHECK_TN,
      purpose: "subplot-check",
      rosterOptions: input.rosterOptions,
      chaseSixes: input.chaseSixes,
    },
    dice,
  );
  const earnedSubplotDice = check.goalsAboveTn;
  const cursed = pool.tnModifier > 0 ? ` (TN ${SUBPLOT_CHECK_TN} +${pool.tnModifier} cursed)` : "";
  return {
    ok: true,
    step: "subplot-check",
    teamId: input.teamId,
    driver: { characterId: input.driver.id, name: input.driver.name },
    category: input.category,
    choice: input.choice ?? "player",
    pool,
    tn,
    check,
    earnedSubplotDice,
    thrown: check.thrown,
    summary: `${input.driver.name} drives ${categoryName(input.category)}${cursed}: ${check.summary} → +${earnedSubplotDice}D subplot dice`,
  };
}

/**
 * The default "roll for me" chooser: the subplot with the bigger pool (more dice, then more
 * re-rolls); a tie goes to the first one on the table. A player's preference list wins when one
 * of its categories is in play. The TN is the same for both (curses apply to every TN), so it
 * does not decide.
 */
export function chooseSubplot(
  driver: SmfCharacter,
  subplots: readonly [CheckCategory, CheckCategory],
  preference: readonly CheckCategory[] = [],
  rosterOptions?: RosterOptions,
): { category: CheckCategory; choice: "player" | "default" } {
  const preferred = preference.find((c) => subplots.includes(c));
  if (preferred) return { category: preferred, choice: "player" };
  const [first, second] = subplots;
  const a = checkPool(driver, first, rosterOptions);
  const b = checkPool(driver, second, rosterOptions);
  const isSecondBigger = b.dice > a.dice || (b.dice === a.dice && b.rerolls > a.rerolls);
  return { category: isSecondBigger ? second : first, choice: "default" };
}

/**
 * The team's subplot pool for the battle: dice its driver earned plus dice a post-battle special
 * carried over (Media Blitz, Crossover, Followup: SmfTeamState.carriedSubplotDice). The carried
 * dice are used up by this battle; the app resets the counter.
 */
export function subplotPoolSize(earnedSubplotDice: number, carriedSubplotDice: number): number {
  return Math.max(0, earnedSubplotDice) + Math.max(0, carriedSubplotDice);
}

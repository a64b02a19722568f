import type { Dice, TnCheck } from "../../dice";
import { goalDistribution } from "../../odds";
import type { CheckCategory, SmfCharacter } from "../character";
import type { PostBattleSpecialDef } from "../data/scenarios";
import type { RosterOptions } from "../roster/check-pool";
import { categoryCheckPool, rollCategoryCheck, type CategoryCheckInput } from "../roll-category-check";

/**
 * The check every post-battle special with a TN makes: the character's pool for the category
 * (backgrounds, powers, bumps, Space God) against the special's TN raised by curses (Ruling R12),
 * through roll-category-check.ts like every other pre- and post-battle check.
 */

export interface SpecialCheckRoll {
  check: TnCheck;
  /** e.g. "Image: 4D base, +2D Blue Collar". */
  poolText: string;
}

function checkInput(special: PostBattleSpecialDef, character: SmfCharacter, category: CheckCategory, options: RosterOptions): CategoryCheckInput {
  if (special.tn === undefined) throw new Error(`${special.name} has no check`);
  return { character, category, baseTn: special.tn, purpose: "post-battle-special", rosterOptions: options };
}

export function specialCheckTn(special: PostBattleSpecialDef, character: SmfCharacter, category: CheckCategory, options: RosterOptions): number {
  return categoryCheckPool(checkInput(special, character, category, options)).tn;
}

export function rollSpecialCheck(special: PostBattleSpecialDef, character: SmfCharacter, category: CheckCategory, options: RosterOptions, dice: Dice): SpecialCheckRoll {
  const { pool, check } = rollCategoryCheck(checkInput(special, character, category, options), dice);
  return { check, poolText: `${category[0]!.toUpperCase()}${category.slice(1)}: ${pool.sources.join(", ")}` };
}

/** Exact chance of success and expected goals above the TN, for suggesting who rolls. */
export function specialCheckOdds(
  special: PostBattleSpecialDef,
  character: SmfCharacter,
  category: CheckCategory,
  options: RosterOptions,
): { successChance: number; expectedGoalsAboveTn: number } {
  const { pool, tn } = categoryCheckPool(checkInput(special, character, category, options));
  let successChance = 0;
  let expectedGoalsAboveTn = 0;
  goalDistribution(pool.dice, pool.rerolls).forEach((p, goals) => {
    if (goals >= tn) successChance += p;
    expectedGoalsAboveTn += p * Math.max(0, goals - tn);
  });
  return { successChance, expectedGoalsAboveTn };
}

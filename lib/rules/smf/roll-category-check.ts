/**
 * A pre- or post-battle check in one category (SMF L2064, L2473, L2228 …): the character's pool
 * for the category (roster/check-pool.ts) against a base TN raised by its curses (L2473, Ruling
 * R12). The one way the subplot check, the magic curse lift and the post-battle specials roll.
 */
import { rollCheck, type Dice, type RollPurpose, type TnCheck } from "../dice";
import type { CheckCategory, SmfCharacter } from "./character";
import { checkPool, type CheckPool, type RosterOptions } from "./roster/check-pool";

export interface CategoryCheck {
  pool: CheckPool;
  /** The base TN plus the character's curses. */
  tn: number;
  check: TnCheck;
}

export interface CategoryCheckInput {
  character: SmfCharacter;
  category: CheckCategory;
  baseTn: number;
  purpose: RollPurpose;
  rosterOptions?: RosterOptions;
  /** Ruling R22: also re-roll 4s and 5s hoping for 6s. */
  chaseSixes?: boolean;
}

/** The pool and the TN without rolling, for odds and for validating before any die. */
export function categoryCheckPool(input: Omit<CategoryCheckInput, "purpose">): { pool: CheckPool; tn: number } {
  const pool = checkPool(input.character, input.category, input.rosterOptions);
  return { pool, tn: input.baseTn + pool.tnModifier };
}

export function rollCategoryCheck(input: CategoryCheckInput, dice: Dice): CategoryCheck {
  const { pool, tn } = categoryCheckPool(input);
  const check = rollCheck(dice, { dice: pool.dice, rerolls: pool.rerolls, chaseSixes: input.chaseSixes }, tn, input.purpose);
  return { pool, tn, check };
}

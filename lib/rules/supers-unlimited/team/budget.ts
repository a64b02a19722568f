import type { SuCard } from "../card/card";
import { GAME_SIZES, MAX_AGREED_LEVELS, MIN_AGREED_LEVELS, type SuRosterSettings } from "../card/roster-settings";
import { problem, type SuProblem } from "../card/problem";

/** SU L401: a Secret Crisis Event runs to 50 Levels or more. */
export const SECRET_CRISIS_MIN_LEVELS = 50;

export type SuBudget = { ok: true; levels: number } | { ok: false; problem: SuProblem };

/**
 * The most Levels a team may have (SU L382, L401, Ruling SU-R34): the game size's, a Secret Crisis
 * Event's agreed number (at least 50; 50 when none is given), or the agreed number.
 */
export function levelsBudget(settings: Pick<SuRosterSettings, "gameSize" | "agreedLevels">): SuBudget {
  const agreed = settings.agreedLevels;
  const outOfRange = (min: number) => agreed !== null && (!Number.isInteger(agreed) || agreed < min || agreed > MAX_AGREED_LEVELS);
  if (settings.gameSize === "agreed") {
    if (agreed === null || outOfRange(MIN_AGREED_LEVELS)) {
      return {
        ok: false,
        problem: problem("invalid-budget", "agreedLevels", `Agree the game's Levels: a whole number from ${MIN_AGREED_LEVELS} to ${MAX_AGREED_LEVELS}.`, {
          line: 382,
          ruling: "SU-R34",
        }),
      };
    }
    return { ok: true, levels: agreed };
  }
  if (settings.gameSize === "secret-crisis") {
    if (outOfRange(SECRET_CRISIS_MIN_LEVELS)) {
      return {
        ok: false,
        problem: problem("invalid-budget", "agreedLevels", `A Secret Crisis Event runs to ${SECRET_CRISIS_MIN_LEVELS} Levels or more (at most ${MAX_AGREED_LEVELS}).`, {
          line: 401,
          ruling: "SU-R34",
        }),
      };
    }
    return { ok: true, levels: agreed ?? SECRET_CRISIS_MIN_LEVELS };
  }
  return { ok: true, levels: GAME_SIZES.find((g) => g.id === settings.gameSize)!.levels! };
}

/** The team's total Levels (SU L382). */
export function teamLevels(cards: readonly Pick<SuCard, "level">[]): number {
  return cards.reduce((sum, c) => sum + c.level, 0);
}

/**
 * How many blocks of `per` Levels there are, for "1 Guest Star per 25 Levels" (SU L396) and "one
 * Super per 50 Levels" (SU L392), counted as Ruling SU-R32 and its settings say. Null when the
 * blocks are counted in the game's budget and the budget setting is broken.
 */
export function levelBlocks(per: number, settings: SuRosterSettings, cards: readonly Pick<SuCard, "level">[]): number | null {
  let levels: number;
  if (settings.levelBlockBasis === "team-levels") levels = teamLevels(cards);
  else {
    const budget = levelsBudget(settings);
    if (!budget.ok) return null;
    levels = budget.levels;
  }
  return settings.levelBlockRounding === "started" ? Math.ceil(levels / per) : Math.floor(levels / per);
}

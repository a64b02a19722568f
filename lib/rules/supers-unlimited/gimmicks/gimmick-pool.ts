import type { SuCard } from "../card/card";
import { isSuper } from "../card/derive-card";
import { problem, toResult, type SuProblem, type SuValidationResult } from "../card/problem";
import type { SuRosterSettings } from "../card/roster-settings";
import { CLASSES, nameOf, type SuClass } from "../card/tables";
import { gimmick, GIMMICKS, type SuGimmickId } from "./gimmicks";

/**
 * One Gimmick in a player's pool, chosen by one Class of one Super (SU L976). STORED AS JSON with
 * the team's game (a list of picks): changing this shape needs a data migration.
 */
export interface SuGimmickPick {
  cardId: string;
  class: SuClass;
  gimmick: SuGimmickId;
}

/** One choice a Super's Class brings to the pool (SU L976): a dual-Class Super brings two. */
export interface SuGimmickChoice {
  cardId: string;
  cardName: string;
  class: SuClass;
}

/** Every choice the team's Supers bring, in team order; Henchmen bring none (SU L976). */
export function gimmickChoices(cards: readonly SuCard[]): SuGimmickChoice[] {
  return cards.filter(isSuper).flatMap((c) => [...new Set(c.classes)].map((cls) => ({ cardId: c.id, cardName: c.name, class: cls })));
}

/** The Gimmicks one Class's choice may take (Ruling SU-R36): its own Class's and the Any ones, or any Gimmick. */
export function eligibleGimmicks(cls: SuClass, settings: Pick<SuRosterSettings, "gimmickChoice">): SuGimmickId[] {
  return GIMMICKS.filter((g) => settings.gimmickChoice === "any-gimmick" || g.class === "any" || g.class === cls).map((g) => g.id);
}

/**
 * The choices still open, each with the Gimmicks it may still take (those of its Class not in
 * the pool yet). A choice with nothing left to take stays open and empty (Ruling SU-R37).
 */
export function openGimmickChoices(
  cards: readonly SuCard[],
  picks: readonly SuGimmickPick[],
  settings: Pick<SuRosterSettings, "gimmickChoice">,
): (SuGimmickChoice & { canTake: SuGimmickId[] })[] {
  const taken = new Set(picks.map((p) => p.gimmick));
  return gimmickChoices(cards)
    .filter((choice) => !picks.some((p) => p.cardId === choice.cardId && p.class === choice.class))
    .map((choice) => ({ ...choice, canTake: eligibleGimmicks(choice.class, settings).filter((g) => !taken.has(g)) }));
}

/**
 * Checks a chosen pool and returns every problem (SU L972–L977): Gimmicks off, a pick for a
 * character not on the team, a Henchman or a Class the Super lacks, one choice used twice, a
 * Gimmick of another Class, and a Gimmick twice. A choice may be left empty (Ruling SU-R37).
 */
export function validateGimmickPool(settings: SuRosterSettings, cards: readonly SuCard[], picks: readonly SuGimmickPick[]): SuValidationResult {
  if (!settings.useGimmicks) {
    return toResult(picks.length > 0 ? [problem("gimmicks-off", "pool", "This game is played without Gimmicks, so the pool stays empty.", { line: 972 })] : []);
  }
  const problems: SuProblem[] = [];
  const choicesUsed = new Set<string>();
  const inPool = new Set<SuGimmickId>();
  picks.forEach((pick, i) => {
    const field = `pool[${i}]`;
    const name = gimmick(pick.gimmick).name;
    const card = cards.find((c) => c.id === pick.cardId);
    const className = nameOf(CLASSES, pick.class);
    if (!card) {
      problems.push(problem("invalid-gimmick-choice", `${field}.cardId`, `${name} was chosen for a character who is not on the team.`, { line: 976 }));
    } else if (!isSuper(card)) {
      problems.push(problem("invalid-gimmick-choice", `${field}.cardId`, `${card.name} is a Henchman: only Supers bring Gimmicks to the pool.`, { line: 976 }, [card.id]));
    } else if (!card.classes.includes(pick.class)) {
      problems.push(
        problem("invalid-gimmick-choice", `${field}.class`, `${card.name} is not a ${className}, so cannot choose a Gimmick for that Class.`, { line: 976 }, [card.id]),
      );
    } else {
      const key = `${pick.cardId}|${pick.class}`;
      if (choicesUsed.has(key)) {
        problems.push(problem("choice-used-twice", field, `${card.name}'s ${className} Class has already chosen its Gimmick.`, { line: 976 }, [card.id]));
      }
      choicesUsed.add(key);
      if (!eligibleGimmicks(pick.class, settings).includes(pick.gimmick)) {
        const own = nameOf(CLASSES, gimmick(pick.gimmick).class);
        problems.push(
          problem(
            "gimmick-class-mismatch",
            `${field}.gimmick`,
            `${name} is a ${own} Gimmick: ${card.name}'s ${className} Class may choose a ${className} Gimmick or one for any Class.`,
            { line: 976, ruling: "SU-R36" },
            [card.id],
          ),
        );
      }
    }
    if (inPool.has(pick.gimmick)) problems.push(problem("duplicate-gimmick", `${field}.gimmick`, `${name} is already in the pool; each Gimmick goes in once.`, { line: 977 }));
    inPool.add(pick.gimmick);
  });
  return toResult(problems);
}

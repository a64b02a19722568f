/**
 * A team's line-up for one battle: the cards it brings, within the league's Levels budget
 * (SU L382, L401) and a legal team (a Formation, a Faction or Alignment team: SU L386–L397). The
 * roster may hold more than the budget, and may be illegal while it is built; the line-up may not.
 */
import { isSuper, levelsBudget, resolveTeamLeader, teamLevels, validateTeam, type SuCard, type SuRosterSettings } from "@/lib/rules/supers-unlimited";
import type { SuLineUpEntry } from "./su-battle-details";

export type LineUpCheck = { ok: true; levels: number; budget: number; lineUp: SuLineUpEntry[] } | { ok: false; message: string };

/**
 * Checks the chosen cards against the budget and copies what the battle needs of them. The Team
 * Leader is the rules' (SU L384); among a tie the first in roster order (SU-R35: the owner may
 * choose, and a battle needs one now).
 */
export function checkLineUp(settings: SuRosterSettings, teamName: string, cards: readonly SuCard[]): LineUpCheck {
  if (cards.length === 0) return { ok: false, message: `${teamName}: pick at least one character.` };
  const budget = levelsBudget(settings);
  if (!budget.ok) return { ok: false, message: `${teamName}: ${budget.problem.message}` };
  const levels = teamLevels(cards);
  if (levels > budget.levels) return { ok: false, message: `${teamName}: the line-up has ${levels} Levels; this league's game allows ${budget.levels}.` };
  // Every problem the team rules find in the line-up, in the player's words (the roster page shows the same).
  const team = validateTeam(settings, cards);
  if (!team.ok) return { ok: false, message: `${teamName}: ${team.problems.map((problem) => problem.message).join(" ")}` };
  const leader = resolveTeamLeader(cards, null);
  const leaderId = leader.kind === "leader" ? leader.leader.id : leader.kind === "owner-chooses" ? leader.candidates[0]!.id : null;
  return {
    ok: true,
    levels,
    budget: budget.levels,
    lineUp: cards.map((card) => ({
      characterId: card.id,
      name: card.name,
      level: card.level,
      isSuper: isSuper(card),
      isLeader: card.id === leaderId,
      mindDice: card.traits.mind.dice,
      hp: card.hp,
      power: card.power,
    })),
  };
}

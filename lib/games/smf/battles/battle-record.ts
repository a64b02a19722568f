/**
 * The shapes Longbox stores for a battle beside the rules library's own (PreBattleResult,
 * BattleReport, PostBattleState, PostBattleEvent). STORED AS JSON in Battle columns: changing one
 * needs a data migration.
 */
import type { CheckCategory, PostBattleChoices, PostBattleStepId, SmfTeamState } from "@/lib/rules/smf";
import type { TeamCounters } from "./team-counters";

/** A roster row's own fields, which the rules' SmfCharacter does not carry. */
export interface SnapshotRow {
  position: number;
  hasFought: boolean;
}

/**
 * Battle.snapshot: every active team of the campaign when the pre-battle choices were locked.
 * The rules run on `teams`; an undo writes the playing teams' rosters and counters back from it.
 * It is also the battle's record of the guest stars it used: the pre-battle spends every playing
 * team's pending guest stars (L2694, applyPreBattleChanges), so `counters[teamId].guestStarsPending`
 * here is what joined this battle (battleGuestStars). Shape version 1 (the TeamCounters keys).
 */
export interface BattleSnapshot {
  teams: SmfTeamState[];
  counters: Record<string, TeamCounters>;
  rows: Record<string, SnapshotRow>;
}

/** Battle.preBattleChoices: what each team chose before the pre-battle dice (PreBattleTeamInput). */
export interface PreBattleTeamChoices {
  teamId: string;
  subplotPreference?: CheckCategory[];
  curseLiftByMagic?: { casterId: string; targetId: string };
  curseLiftsWithStoryPoints?: string[];
  chaseSixes?: boolean;
  sidekickChoices?: Record<string, string>;
  guestStar?: { subplotDice?: number };
}

/** Battle.postBattleChoices: the players' choices so far, and the decision steps they confirmed. */
export interface PostBattleProgress {
  choices: PostBattleChoices;
  /** Decision steps (bumps, guest stars) wait for a player to confirm them before they run. */
  confirmedSteps: PostBattleStepId[];
}

export const EMPTY_PROGRESS: PostBattleProgress = { choices: {}, confirmedSteps: [] };

/** Battle.teams[].lineUp: the fielded characters, names copied. */
export type LineUpEntry = { characterId: string; name: string };

/**
 * The guest stars each of a battle's teams brought, read from the locked snapshot (the pending
 * count the pre-battle spends). Teams without one are left out.
 */
export function battleGuestStars(snapshot: { counters: Record<string, Pick<TeamCounters, "guestStarsPending">> } | null, teamIds: readonly string[]): Record<string, number> {
  const guests: Record<string, number> = {};
  for (const teamId of teamIds) {
    const count = snapshot?.counters[teamId]?.guestStarsPending ?? 0;
    if (count > 0) guests[teamId] = count;
  }
  return guests;
}

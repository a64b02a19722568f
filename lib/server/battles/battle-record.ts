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

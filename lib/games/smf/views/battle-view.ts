/**
 * What a staged SMF battle page shows, as getBattleView (lib/games/smf/server/battles/get-battle-view.ts)
 * reads it for one member: the shapes only, so the page's components render them without reaching
 * into the services.
 */
import type { UndoBlocker } from "./undo-blockers";
import type { DiceRequest } from "@/lib/rules/dice-requests";
import type { RollOdds } from "@/lib/rules/roll-odds";
import type { PostBattleEvent, TrackedEntry } from "@/lib/rules/smf";
import type { BattleProgress } from "@/lib/games/smf/battles/battle-progress";
import type { LastThrow, TeamTally } from "@/lib/games/smf/battles/explain-throws";
import type { LoadedBattle } from "@/lib/games/smf/battles/loaded-battle";

/** A team of the battle and who owns it now (Team.ownerId, as authorizeBattle reads it). */
export interface BattleTeamOwner {
  teamId: string;
  teamName: string;
  ownerId: string | null;
  ownerName: string;
}

export interface NextRoll {
  slot: string;
  request: DiceRequest;
  label: string;
  teamName?: string;
  characterName?: string;
  /** The exact chance of each outcome of this throw, from the rules (same code as the roll). */
  odds?: RollOdds;
  /** Set when this member may not make this throw (another team's, where owners roll): whose it is. */
  waitingFor?: BattleTeamOwner;
}

/** The campaign's table policy as this member meets it on the battle page. */
export interface BattleTable {
  /** Campaign.teamControl OWNERS: each team's owner rolls and chooses for it. */
  isTeamControlled: boolean;
  /** Campaign.appDiceOnly: no typed faces. */
  isAppDiceOnly: boolean;
  /** The battle's teams this member may roll and choose for (all of them unless owners do). */
  actForTeamIds: string[];
  /** Before the lock, where owners choose: the teams whose pre-battle choices are saved, and those still missing. */
  choicesSavedTeamIds: string[];
  choicesMissing: BattleTeamOwner[];
  /**
   * The teams whose pre-battle choices the page offers this member: those they may act for, less
   * the ones another owner already saved (the form starts blank, so sending it would replace them).
   */
  choiceTeamIds: string[];
  /** A decision step this member may not take: the first team it decides for that is not theirs. */
  decisionWaitingFor?: BattleTeamOwner;
}

export interface BattleView {
  loaded: LoadedBattle;
  progress: BattleProgress;
  nextRoll?: NextRoll;
  /** The post-battle events so far: the stored ones, then those the step in progress has settled. */
  events: PostBattleEvent[];
  /** What the latest throw (or "roll the rest" request) did, line by line. */
  lastThrow?: LastThrow;
  /** The running tally once the battle is reported: story points so far and who is hurt. */
  tally?: TeamTally[];
  rolls: Array<{
    id: string;
    sequence: number;
    slot: string;
    requestKey: string;
    label: string;
    faces: number[];
    source: "APP" | "PHYSICAL";
    actorName: string;
    teamName: string | null;
    createdAt: Date;
  }>;
  may: { play: boolean; confirm: boolean; cancel: boolean; undo: boolean };
  table: BattleTable;
  /** Why a member who may undo (or redo) this battle cannot now (shown instead of the button). */
  undoNote?: string;
  /** The later changes in the way of undoing it, each shown with its own way back. */
  undoBlockers?: UndoBlocker[];
  /** Why a member who could cancel before the dice no longer may (shown instead of the button). */
  cancelNote?: string;
  /**
   * Guest stars joining this battle, by team id (teams without one left out): booked ones still
   * pending while it is set up, then the ones its locked snapshot records as used.
   */
  guestStars: Record<string, number>;
  /** While the battle waits for its report: what the table tracked during it, in order. */
  tracked?: TrackedEntry[];
}

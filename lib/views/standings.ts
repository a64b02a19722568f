import type { StoryPointTotals } from "@/lib/ledger/ledger-totals";

/** A team's battle record for the standings: resolved battles only (undone and open ones do not count). */
export interface TeamRecord {
  played: number;
  won: number;
  lost: number;
  drawn: number;
}

/** An active team as the campaign's standings list it (listCampaignTeams). */
export interface StandingsRow extends StoryPointTotals {
  teamId: string;
  name: string;
  /** One of the game's sides (GameSystem.roster.alignments; Team.alignment), null in a game without them. */
  alignment: string | null;
  ownerId: string | null;
  ownerName: string;
  /** Characters on the roster (not retired). */
  characterCount: number;
  /** Resolved battles played, won, lost and drawn. */
  record: TeamRecord;
  /** The game system's own numbers for the team (GameServer.standings.stats), e.g. a league's Levels incapacitated. */
  stats: Readonly<Record<string, number>>;
}

/** An archived team, listed apart from the standings: it no longer competes, its story points stay on record. */
export interface ArchivedTeamRow extends StoryPointTotals {
  teamId: string;
  name: string;
  /** One of the game's sides (GameSystem.roster.alignments; Team.alignment), null in a game without them. */
  alignment: string | null;
  ownerName: string;
  archivedAt: Date;
  /** The viewer may restore it (team:archive: an organiser, or the player who owns it). */
  canRestore: boolean;
}

import "server-only";
import type { TeamAlignment } from "@/lib/generated/prisma/enums";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { can } from "@/lib/server/authz/permissions";
import { db } from "@/lib/server/db";
import { recordOf, teamRecords, type TeamRecord } from "@/lib/server/journal/team-records";
import { storyPointTotals, totalsOf, type StoryPointTotals } from "@/lib/server/story-points/story-point-totals";

export interface StandingsRow extends StoryPointTotals {
  teamId: string;
  name: string;
  alignment: TeamAlignment;
  ownerId: string | null;
  ownerName: string;
  /** Characters on the roster (not retired). */
  characterCount: number;
  /** Resolved battles played, won, lost and drawn. */
  record: TeamRecord;
}

/**
 * Characters on each team's roster (not retired), in one grouped query by Character's
 * [teamId, position] index. Not a relation `_count`: Prisma writes that as a join to a count of
 * every team's characters in the database, which Postgres computes in full before joining.
 */
async function rosterCounts(teamIds: string[]): Promise<Map<string, number>> {
  if (teamIds.length === 0) return new Map();
  const rows = await db.character.groupBy({ by: ["teamId"], where: { teamId: { in: teamIds }, retiredAt: null }, _count: { _all: true } });
  return new Map(rows.map((row) => [row.teamId, row._count._all]));
}

/**
 * The campaign's active teams in standings order: highest balance first (the balance decides the
 * goal, Ruling R14), then most earned, then the oldest team. Four queries whatever the team count:
 * the teams by Team's [campaignId, archivedAt] index, then their roster counts, totals and records.
 */
export async function listStandings(access: CampaignAccess): Promise<StandingsRow[]> {
  const teams = await db.team.findMany({
    where: { campaignId: access.campaignId, archivedAt: null },
    orderBy: { createdAt: "asc" },
    select: { id: true, name: true, alignment: true, ownerId: true, ownerName: true },
  });
  const teamIds = teams.map((team) => team.id);
  const [counts, totals, records] = await Promise.all([rosterCounts(teamIds), storyPointTotals(teamIds), teamRecords(access.campaignId)]);
  const rows = teams.map((team) => ({
    teamId: team.id,
    name: team.name,
    alignment: team.alignment,
    ownerId: team.ownerId,
    ownerName: team.ownerName,
    characterCount: counts.get(team.id) ?? 0,
    record: recordOf(records, team.id),
    ...totalsOf(totals, team.id),
  }));
  // Array.prototype.sort is stable, so equal teams keep their founding order.
  return rows.sort((a, b) => b.balance - a.balance || b.earned - a.earned);
}

export interface ArchivedTeamRow extends StoryPointTotals {
  teamId: string;
  name: string;
  alignment: TeamAlignment;
  ownerName: string;
  archivedAt: Date;
  /** The viewer may restore it (team:archive: an organiser, or the player who owns it). */
  canRestore: boolean;
}

/**
 * The campaign's archived teams, most recently archived first, listed apart from the standings:
 * they no longer compete, but their story points stay on record. Two queries whatever the count
 * (the teams by the [campaignId, archivedAt] index, then their totals).
 */
export async function listArchivedTeams(access: CampaignAccess): Promise<ArchivedTeamRow[]> {
  const teams = await db.team.findMany({
    where: { campaignId: access.campaignId, archivedAt: { not: null } },
    orderBy: [{ archivedAt: "desc" }, { createdAt: "asc" }],
    select: { id: true, name: true, alignment: true, ownerId: true, ownerName: true, archivedAt: true },
  });
  const totals = await storyPointTotals(teams.map((team) => team.id));
  return teams.map((team) => ({
    teamId: team.id,
    name: team.name,
    alignment: team.alignment,
    ownerName: team.ownerName,
    archivedAt: team.archivedAt!,
    canRestore: can(access.role, "team:archive", { isOwner: team.ownerId === access.userId }),
    ...totalsOf(totals, team.id),
  }));
}

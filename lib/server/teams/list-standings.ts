import "server-only";
import { alignmentLabel } from "@/lib/game-contract/team-alignment";
import { battleResults } from "@/lib/game-contract/battle-results";
import { WIN_LOSS_DRAW, type AnyGameSystem } from "@/lib/game-contract/game-system";
import type { GameServer } from "@/lib/game-contract/game-server";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { can } from "@/lib/authz/permissions";
import { getCampaignWithCacheVersion } from "@/lib/server/campaigns/get-campaign";
import type { CampaignDetails } from "@/lib/views/campaign-details";
import { cachedForCampaign } from "@/lib/server/cache/read-cache";
import { db } from "@/lib/server/db";
import { recordOf, teamRecords } from "@/lib/server/journal/team-records";
import type { ArchivedTeamRow, StandingsRow } from "@/lib/views/standings";
import { campaignStoryPointTotals } from "@/lib/server/story-points/story-point-totals";
import { totalsOf } from "@/lib/ledger/ledger-totals";

/**
 * Characters on the roster (not retired) of each of the campaign's active teams, in one grouped
 * query: the teams by Team's [campaignId, archivedAt] index, their characters by Character's
 * [teamId, position] index. Not a relation `_count`: Prisma writes that as a join to a count of
 * every team's characters in the database, which Postgres computes in full before joining.
 */
async function rosterCounts(campaignId: string): Promise<Map<string, number>> {
  const rows = await db.$queryRaw<Array<{ teamId: string; count: number }>>`
    SELECT c."teamId", COUNT(*)::int AS "count"
    FROM "Character" c
    JOIN "Team" t ON t."id" = c."teamId"
    WHERE t."campaignId" = ${campaignId} AND t."archivedAt" IS NULL AND c."retiredAt" IS NULL
    GROUP BY c."teamId"`;
  return new Map(rows.map((row) => [row.teamId, row.count]));
}

/** A stored side read back: one its game declares, or null; another word is a data error. */
function declaredAlignment(game: AnyGameSystem, alignment: string | null): string | null {
  if (alignment !== null && alignmentLabel(game, alignment) === null) throw new Error(`A team holds the alignment “${alignment}”, which its game does not declare.`);
  return alignment;
}

/** The results a game's battles give, as its standings count them. */
function resultsOf(game: AnyGameSystem) {
  return game.battles ? battleResults(game.battles) : WIN_LOSS_DRAW;
}

/**
 * The campaign's teams as the dashboard lists them, from four queries side by side whatever the
 * team count: every team of the campaign, active and archived, in one read (Team's [campaignId,
 * archivedAt] index), the roster counts, every team's totals and the records.
 *
 * - standings: the active teams in the order of the campaign's game system
 *   (GameSystem.standings.compare; SMF: highest balance, then most earned), then the oldest team;
 *   a game without standings keeps the founding order;
 * - archived: listed apart, most recently archived first; they no longer compete, but their story
 *   points stay on record.
 *
 * `game` and `server` are the campaign's game and its server side (null when it has none), handed
 * by the caller that read the catalog (the route's loader).
 */
export async function listCampaignTeams(
  access: CampaignAccess,
  game: AnyGameSystem,
  server: GameServer | null,
): Promise<{ standings: StandingsRow[]; archived: ArchivedTeamRow[] }> {
  // The campaign's teams are the same for every member: from the read cache while the campaign is
  // unchanged (lib/server/cache/read-cache.ts). Only whether this viewer may restore an archived
  // team is theirs, worked out here on every request.
  const { campaign, cacheVersion } = await getCampaignWithCacheVersion(access, game);
  const { standings, archived } = await cachedForCampaign(access.campaignId, `teams:${game.id}`, () => readCampaignTeams(access, campaign, game, server), {
    version: cacheVersion,
  });
  return {
    standings: [...standings],
    archived: archived.map(({ ownerId, ...row }) => ({ ...row, canRestore: can(access.role, "team:archive", { isOwner: ownerId === access.userId }) })),
  };
}

/** listCampaignTeams' campaign-level part, the same whoever reads it: each archived team keeps its owner for the viewer's part. */
async function readCampaignTeams(
  access: CampaignAccess,
  campaign: CampaignDetails,
  game: AnyGameSystem,
  server: GameServer | null,
): Promise<{ standings: StandingsRow[]; archived: Array<Omit<ArchivedTeamRow, "canRestore"> & { ownerId: string | null }> }> {
  const [teams, counts, totals, records, stats] = await Promise.all([
    db.team.findMany({
      where: { campaignId: access.campaignId },
      orderBy: { createdAt: "asc" },
      select: { id: true, name: true, alignment: true, ownerId: true, ownerName: true, archivedAt: true },
    }),
    rosterCounts(access.campaignId),
    campaignStoryPointTotals(access.campaignId),
    teamRecords(access.campaignId, db, resultsOf(game)),
    // The system's own numbers its order reads (none for most): one query of its own when it has some.
    server?.standings?.stats(access.campaignId) ?? new Map<string, Record<string, number>>(),
  ]);
  const standings = teams
    .filter((team) => team.archivedAt === null)
    .map((team) => ({
      teamId: team.id,
      name: team.name,
      alignment: declaredAlignment(game, team.alignment),
      ownerId: team.ownerId,
      ownerName: team.ownerName,
      characterCount: counts.get(team.id) ?? 0,
      record: recordOf(records, team.id),
      stats: stats.get(team.id) ?? {},
      ...totalsOf(totals, team.id),
    }));
  const archived = teams.flatMap((team) =>
    team.archivedAt
      ? [
          {
            teamId: team.id,
            name: team.name,
            alignment: declaredAlignment(game, team.alignment),
            ownerName: team.ownerName,
            archivedAt: team.archivedAt,
            ownerId: team.ownerId,
            ...totalsOf(totals, team.id),
          },
        ]
      : [],
  );
  // Array.prototype.sort is stable: equal teams keep their founding order.
  // A game without standings lists its sides in founding order.
  const order = game.standings;
  if (order) standings.sort((a, b) => order.compare(a, b, campaign.settings));
  archived.sort((a, b) => b.archivedAt.getTime() - a.archivedAt.getTime());
  return { standings, archived };
}

/** The campaign's active teams in standings order (listCampaignTeams). */
export async function listStandings(access: CampaignAccess, game: AnyGameSystem, server: GameServer | null): Promise<StandingsRow[]> {
  return (await listCampaignTeams(access, game, server)).standings;
}

/** The campaign's archived teams, most recently archived first (listCampaignTeams). */
export async function listArchivedTeams(access: CampaignAccess, game: AnyGameSystem, server: GameServer | null): Promise<ArchivedTeamRow[]> {
  return (await listCampaignTeams(access, game, server)).archived;
}

import "server-only";
import type { CampaignRole } from "@/lib/generated/prisma/enums";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import type { AnyGameSystem, CampaignGoal } from "@/lib/game-contract/game-system";
import { db } from "@/lib/server/db";

export interface MyCampaignSummary {
  id: string;
  name: string;
  role: CampaignRole;
  /** The campaign's game, by name. */
  gameName: string;
  goal: CampaignGoal | null;
  memberCount: number;
  teamCount: number;
  isArchived: boolean;
}

/**
 * The campaigns the user is an active member of, newest first, in one query: the user's
 * memberships by Membership's [userId] index, each campaign by its key, and each count by a
 * subquery on its campaign's own rows (Membership's [campaignId, userId] and Team's
 * [campaignId, archivedAt] indexes). Not relation `_count`s: Prisma writes those as joins to counts
 * over every campaign in the database, which Postgres computes in full before joining. The campaigns
 * may be of several games: `gameOf` is the catalog's lookup by Campaign.gameSystem, handed by the caller.
 */
export async function listMyCampaigns(userId: string, gameOf: (gameSystemId: string) => AnyGameSystem): Promise<MyCampaignSummary[]> {
  const rows = await db.$queryRaw<Array<Omit<MyCampaignSummary, "isArchived" | "goal" | "gameName"> & { archivedAt: Date | null; gameSystem: string; settings: unknown }>>`
    SELECT c."id", c."name", m."role"::text AS "role", c."gameSystem", c."settings", c."archivedAt",
           (SELECT COUNT(*)::int FROM "Membership" cm WHERE cm."campaignId" = c."id" AND cm."leftAt" IS NULL) AS "memberCount",
           (SELECT COUNT(*)::int FROM "Team" t WHERE t."campaignId" = c."id" AND t."archivedAt" IS NULL) AS "teamCount"
    FROM "Membership" m
    JOIN "Campaign" c ON c."id" = m."campaignId"
    WHERE m."userId" = ${userId} AND m."leftAt" IS NULL
    ORDER BY c."createdAt" DESC`;
  return rows.map(({ archivedAt, gameSystem: systemId, settings, ...campaign }) => {
    const game = gameOf(systemId);
    return {
      ...campaign,
      gameName: game.name,
      goal: game.goal?.(readCampaignSettings(game, { gameSystem: systemId, settings })) ?? null,
      isArchived: archivedAt !== null,
    };
  });
}

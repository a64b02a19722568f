import "server-only";
import { cache } from "react";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import type { AnyGameSystem } from "@/lib/game-contract/game-system";
import type { ActivityKind } from "@/lib/activity/activity-payload";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { CampaignDetails, CampaignRow } from "@/lib/views/campaign-details";

/**
 * By the primary key, written out in SQL: every campaign page reads it, and a raw query skips the
 * Prisma query compiler (about a millisecond of CPU per model query here). The columns are those of
 * CAMPAIGN_SELECT (lib/views/campaign-details.ts; tests/integration/page-reads.test.ts compares the two); enums come back as text.
 * Read once per server render (React's cache(); why that is safe: findMembership in
 * lib/server/authz/authorize.ts): the campaign layout and the page under it both ask.
 */
const findCampaignAndVersion = cache(async (campaignId: string): Promise<{ campaign: CampaignRow; cacheVersion: string }> => {
  const [row] = await db.$queryRaw<Array<CampaignRow & { cacheVersion: bigint | null }>>`
    SELECT c."id", c."name", c."gameSystem", c."settings", c."reportConfirmation"::text AS "reportConfirmation", c."teamControl"::text AS "teamControl", c."appDiceOnly", c."optionsLockedAt", c."archivedAt", c."finishedAt", c."winners", c."createdAt",
      ct."version" AS "cacheVersion"
    FROM "Campaign" c
    LEFT JOIN "CacheTag" ct ON ct."tag" = 'campaign:' || c."id"
    WHERE c."id" = ${campaignId}`;
  if (!row) throw new Error(`Campaign ${campaignId} does not exist.`);
  const { cacheVersion, ...campaign } = row;
  return { campaign, cacheVersion: String(cacheVersion ?? 0) };
});

const findCampaign = async (campaignId: string): Promise<CampaignRow> => (await findCampaignAndVersion(campaignId)).campaign;

/**
 * The campaign's read-cache version (lib/server/cache/read-cache.ts), read in the same query as
 * its row, so a campaign page's cached parts are of the same moment as the row its layout shows,
 * and cost no query of their own.
 */
export async function campaignCacheVersion(access: Pick<CampaignAccess, "campaignId">): Promise<string> {
  return (await findCampaignAndVersion(access.campaignId)).cacheVersion;
}

/** The row with its system's settings, checked by its schema (a bad stored value throws CampaignSettingsError). */
function withSettings(campaign: CampaignRow, game: AnyGameSystem): CampaignDetails {
  const settings = readCampaignSettings(game, campaign);
  return { ...campaign, settings, goal: game.goal?.(settings) ?? null };
}

/**
 * The campaign's settings for a member who passed authorizeCampaign. `game` is the campaign's game
 * (access.gameSystem's), handed by the caller that read the catalog: the route's loader, or a game's
 * own code with its own manifest.
 */
export async function getCampaign(access: CampaignAccess, game: AnyGameSystem): Promise<CampaignDetails> {
  return withSettings(await findCampaign(access.campaignId), game);
}

/** getCampaign and campaignCacheVersion from the one read. */
export async function getCampaignWithCacheVersion(access: CampaignAccess, game: AnyGameSystem): Promise<{ campaign: CampaignDetails; cacheVersion: string }> {
  const { campaign, cacheVersion } = await findCampaignAndVersion(access.campaignId);
  return { campaign: withSettings(campaign, game), cacheVersion };
}

/** Who won a finished campaign (Campaign.winners, names copied when it finished). */
export function campaignWinners(campaign: { winners: unknown }): Array<{ teamId: string; teamName: string; balance: number }> {
  return Array.isArray(campaign.winners) ? (campaign.winners as Array<{ teamId: string; teamName: string; balance: number }>) : [];
}

export interface ActivityLine {
  id: string;
  summary: string;
  actorName: string;
  kind: ActivityKind;
  createdAt: Date;
}

/** The campaign's latest activity lines, newest first, by ActivityEvent's [campaignId, createdAt desc] index (raw SQL, as findCampaign). */
export async function listRecentActivity(access: CampaignAccess, limit = 20): Promise<ActivityLine[]> {
  return db.$queryRaw<ActivityLine[]>`
    SELECT "id", "summary", "actorName", "kind"::text AS "kind", "createdAt"
    FROM "ActivityEvent"
    WHERE "campaignId" = ${access.campaignId}
    ORDER BY "createdAt" DESC
    LIMIT ${limit}`;
}

import "server-only";
import { cache } from "react";
import { publicTokenSchema } from "@/lib/schemas/team-share";
import { db } from "@/lib/server/db";

export interface SharedCampaignLink {
  name: string;
  gameSystem: string;
  campaignId: string;
  /** The campaign's cache version read in the same query (lib/server/cache/read-cache.ts). */
  cacheVersion: string;
}

/**
 * The campaign behind a public link, as much as the generic route and the read cache need: its
 * name (the page title), its game system (whose page draws it), its id and its cache version.
 * Null for a malformed, unknown or withdrawn link: checked against the database on every request,
 * so a withdrawn link is gone at once. One query by Campaign.publicShareToken's unique index; read
 * once per render.
 */
export const findSharedCampaign = cache(async (token: string): Promise<SharedCampaignLink | null> => {
  if (!publicTokenSchema.safeParse(token).success) return null;
  const [campaign] = await db.$queryRaw<Array<{ name: string; gameSystem: string; campaignId: string; cacheVersion: bigint | null }>>`
    SELECT c."name", c."gameSystem", c."id" AS "campaignId", ct."version" AS "cacheVersion"
    FROM "Campaign" c
    LEFT JOIN "CacheTag" ct ON ct."tag" = 'campaign:' || c."id"
    WHERE c."publicShareToken" = ${token}`;
  return campaign ? { ...campaign, cacheVersion: String(campaign.cacheVersion ?? 0) } : null;
});

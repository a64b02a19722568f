import "server-only";
import { cache } from "react";
import { publicTokenSchema } from "@/lib/schemas/team-share";
import { db } from "@/lib/server/db";

export interface SharedTeamLink {
  name: string;
  gameSystem: string;
  campaignId: string;
  /** The campaign's cache version read in the same query (lib/server/cache/read-cache.ts). */
  cacheVersion: string;
}

/**
 * The team behind a public link, as much as the generic route and the read cache need: its name
 * (the page title), its campaign's game system (whose page draws it), and the campaign and its
 * cache version. Null for a malformed, unknown or withdrawn link: the link is checked against the
 * database on every request, so a withdrawn one is gone at once, whatever is cached. One query by
 * Team.publicToken's unique index; read once per render.
 */
export const findSharedTeam = cache(async (token: string): Promise<SharedTeamLink | null> => {
  if (!publicTokenSchema.safeParse(token).success) return null;
  const [team] = await db.$queryRaw<Array<{ name: string; gameSystem: string; campaignId: string; cacheVersion: bigint | null }>>`
    SELECT t."name", c."gameSystem", c."id" AS "campaignId", ct."version" AS "cacheVersion"
    FROM "Team" t
    JOIN "Campaign" c ON c."id" = t."campaignId"
    LEFT JOIN "CacheTag" ct ON ct."tag" = 'campaign:' || c."id"
    WHERE t."publicToken" = ${token}`;
  return team ? { ...team, cacheVersion: String(team.cacheVersion ?? 0) } : null;
});

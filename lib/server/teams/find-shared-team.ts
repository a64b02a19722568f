import "server-only";
import { cache } from "react";
import { publicTokenSchema } from "@/lib/schemas/team-share";
import { db } from "@/lib/server/db";

/**
 * The team behind a public link, as much as the generic route needs: its name (the page title)
 * and its campaign's game system (whose page draws it). Null for a malformed, unknown or withdrawn
 * link. One query by Team.publicToken's unique index; read once per render.
 */
export const findSharedTeam = cache(async (token: string): Promise<{ name: string; gameSystem: string } | null> => {
  if (!publicTokenSchema.safeParse(token).success) return null;
  const [team] = await db.$queryRaw<Array<{ name: string; gameSystem: string }>>`
    SELECT t."name", c."gameSystem" FROM "Team" t JOIN "Campaign" c ON c."id" = t."campaignId" WHERE t."publicToken" = ${token}`;
  return team ?? null;
});

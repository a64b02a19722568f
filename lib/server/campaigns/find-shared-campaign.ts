import "server-only";
import { cache } from "react";
import { publicTokenSchema } from "@/lib/schemas/team-share";
import { db } from "@/lib/server/db";

/**
 * The campaign behind a public link, as much as the generic route needs: its name (the page
 * title) and its game system (whose page draws it). Null for a malformed, unknown or withdrawn
 * link. One query by Campaign.publicShareToken's unique index; read once per render.
 */
export const findSharedCampaign = cache(async (token: string): Promise<{ name: string; gameSystem: string } | null> => {
  if (!publicTokenSchema.safeParse(token).success) return null;
  return db.campaign.findUnique({ where: { publicShareToken: token }, select: { name: true, gameSystem: true } });
});

import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Takes the campaign row's lock for the rest of the transaction and reads its sharing state, so
 * two clicks at once (share twice, share and stop) run one after the other on the latest token.
 * An archived campaign is found too: a finished campaign may still be shown, and must always be
 * able to stop being shown.
 */
export async function lockCampaignForSharing(tx: Prisma.TransactionClient, campaignId: string) {
  const [row] = await tx.$queryRaw<{ name: string; publicShareToken: string | null }[]>`
    SELECT "name", "publicShareToken" FROM "Campaign" WHERE id = ${campaignId} FOR UPDATE`;
  return row ?? null;
}

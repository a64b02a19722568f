import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Takes the campaign row's lock for the rest of the transaction. Membership changes that check an
 * invariant across rows ("at least one organiser stays") take it first, so two organisers
 * demoting each other at the same moment cannot both succeed.
 */
export async function lockCampaign(tx: Prisma.TransactionClient, campaignId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Campaign" WHERE id = ${campaignId} FOR UPDATE`;
}

export async function countActiveOrganisers(tx: Prisma.TransactionClient, campaignId: string): Promise<number> {
  return tx.membership.count({ where: { campaignId, role: "ORGANISER", leftAt: null } });
}

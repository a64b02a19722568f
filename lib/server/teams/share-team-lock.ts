import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ServiceFailure } from "@/lib/service-result";

export const SHARE_TEAM_NOT_FOUND: ServiceFailure<"not-found"> = { ok: false, code: "not-found", message: "That team does not exist." };

/**
 * Takes the team row's lock for the rest of the transaction and reads its sharing state, so two
 * clicks at once (share twice, share and stop) run one after the other on the latest token.
 * Only teams of the caller's campaign are found (IDOR); archived teams are found too, because a
 * finished team may still be shown, and must always be able to stop being shown.
 */
export async function lockTeamForSharing(tx: Prisma.TransactionClient, campaignId: string, teamId: string) {
  const [row] = await tx.$queryRaw<{ name: string; publicToken: string | null }[]>`
    SELECT "name", "publicToken" FROM "Team" WHERE id = ${teamId} AND "campaignId" = ${campaignId} FOR UPDATE`;
  return row ?? null;
}

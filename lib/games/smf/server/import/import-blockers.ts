import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { CAMPAIGN_ENDED_MESSAGE } from "@/lib/server/teams/create-team";
import { ROSTER_OPTIONS_SELECT } from "@/lib/games/smf/campaign-roster-options";

/**
 * The team-creation rules of lib/server/teams/create-team.ts that do not depend on the file: the
 * campaign has not ended, and the member does not already lead an active team here (one per
 * member per campaign). Read with `tx` inside the import's transaction, after its campaign lock.
 */
export type ImportBlocker = ServiceFailure<"campaign-archived" | "already-has-team">;

export function alreadyLeadsMessage(teamName: string): string {
  return `You already lead “${teamName}” in this campaign; each member leads one team. An imported team would be a second one.`;
}

export const IMPORT_CAMPAIGN_SELECT = {
  archivedAt: true,
  ...ROSTER_OPTIONS_SELECT,
} as const satisfies Prisma.CampaignSelect;

export async function loadImportContext(access: CampaignAccess, tx: Prisma.TransactionClient = db) {
  const [campaign, existing] = await Promise.all([
    tx.campaign.findUniqueOrThrow({ where: { id: access.campaignId }, select: IMPORT_CAMPAIGN_SELECT }),
    tx.team.findFirst({ where: { campaignId: access.campaignId, ownerId: access.userId, archivedAt: null }, select: { name: true } }),
  ]);
  const blocker: ImportBlocker | null = campaign.archivedAt
    ? { ok: false, code: "campaign-archived", message: CAMPAIGN_ENDED_MESSAGE }
    : existing
      ? { ok: false, code: "already-has-team", message: alreadyLeadsMessage(existing.name) }
      : null;
  return { campaign, blocker };
}

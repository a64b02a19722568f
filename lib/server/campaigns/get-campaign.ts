import "server-only";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";

/** The campaign's settings for a member who passed authorizeCampaign. */
export async function getCampaign(access: CampaignAccess) {
  return db.campaign.findUniqueOrThrow({
    where: { id: access.campaignId },
    select: {
      id: true,
      name: true,
      gameSystem: true,
      storyPointGoal: true,
      allowVehicles: true,
      allowAlternatePowerLevels: true,
      advancement: true,
      socialScienceVariant: true,
      reportConfirmation: true,
      optionsLockedAt: true,
      archivedAt: true,
      finishedAt: true,
      winners: true,
      createdAt: true,
    },
  });
}

/** Who won a finished campaign (Campaign.winners, names copied when it finished). */
export function campaignWinners(campaign: { winners: unknown }): Array<{ teamId: string; teamName: string; balance: number }> {
  return Array.isArray(campaign.winners) ? (campaign.winners as Array<{ teamId: string; teamName: string; balance: number }>) : [];
}
export type CampaignDetails = Awaited<ReturnType<typeof getCampaign>>;

export async function listRecentActivity(access: CampaignAccess, limit = 20) {
  return db.activityEvent.findMany({
    where: { campaignId: access.campaignId },
    orderBy: { createdAt: "desc" },
    take: limit,
    select: { id: true, summary: true, actorName: true, kind: true, createdAt: true },
  });
}

import "server-only";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { newPublicToken } from "@/lib/server/teams/share-team-token";
import { lockCampaignForSharing } from "./share-campaign-lock";

export type ShareCampaignResult = { ok: true; token: string; wasAlreadyShared: boolean };

/**
 * Gives the campaign a public read-only page (standings and journal): a new token if it has none,
 * else the one it has, so a double submit makes one link and one activity line. The caller passed
 * authorizeCampaign(…, "campaign:share-publicly"), which also proved the campaign exists.
 */
export async function shareCampaign(access: CampaignAccess): Promise<ShareCampaignResult> {
  return db.$transaction(async (tx) => {
    const campaign = await lockCampaignForSharing(tx, access.campaignId);
    if (!campaign) throw new Error(`Campaign ${access.campaignId} no longer exists`);
    if (campaign.publicShareToken) return { ok: true, token: campaign.publicShareToken, wasAlreadyShared: true };

    const token = newPublicToken();
    await tx.campaign.update({ where: { id: access.campaignId }, data: { publicShareToken: token } });
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "CAMPAIGN_SHARED",
      summary: `${access.actorName} shared the campaign's standings and journal on a public page.`,
      payload: { v: 1, isPublic: true },
    });
    return { ok: true, token, wasAlreadyShared: false };
  });
}

import "server-only";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { lockCampaignForSharing } from "./share-campaign-lock";

export type RevokeCampaignShareResult = { ok: true; wasAlreadyPrivate: boolean };

/**
 * Makes the campaign private again: the token is cleared, so its public page answers 404 from
 * the next request on. Stopping twice is harmless and records one activity line. The caller
 * passed authorizeCampaign(…, "campaign:share-publicly").
 */
export async function revokeCampaignShare(access: CampaignAccess): Promise<RevokeCampaignShareResult> {
  return db.$transaction(async (tx) => {
    const campaign = await lockCampaignForSharing(tx, access.campaignId);
    if (!campaign) throw new Error(`Campaign ${access.campaignId} no longer exists`);
    if (!campaign.publicShareToken) return { ok: true, wasAlreadyPrivate: true };

    await tx.campaign.update({ where: { id: access.campaignId }, data: { publicShareToken: null } });
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "CAMPAIGN_SHARED",
      summary: `${access.actorName} stopped sharing the campaign publicly.`,
      payload: { v: 1, isPublic: false },
    });
    return { ok: true, wasAlreadyPrivate: false };
  });
}

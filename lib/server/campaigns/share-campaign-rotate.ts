import "server-only";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { newPublicToken } from "@/lib/server/teams/share-team-token";
import { lockCampaignForSharing } from "./share-campaign-lock";

export const CAMPAIGN_NOT_SHARED_MESSAGE = "This campaign is not shared, so it has no link to replace. Share it first.";

export type RotateCampaignShareResult = { ok: true; token: string } | ServiceFailure<"not-shared">;

/**
 * Replaces the campaign's public link with a new one; the old link answers 404 at once (for a
 * link that went further than intended). The caller passed
 * authorizeCampaign(…, "campaign:share-publicly"). not-shared: the campaign is private (nothing changes).
 */
export async function rotateCampaignShare(access: CampaignAccess): Promise<RotateCampaignShareResult> {
  return db.$transaction(async (tx) => {
    const campaign = await lockCampaignForSharing(tx, access.campaignId);
    if (!campaign) throw new Error(`Campaign ${access.campaignId} no longer exists`);
    if (!campaign.publicShareToken) return { ok: false, code: "not-shared", message: CAMPAIGN_NOT_SHARED_MESSAGE };

    const token = newPublicToken();
    await tx.campaign.update({ where: { id: access.campaignId }, data: { publicShareToken: token } });
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "CAMPAIGN_SHARED",
      summary: `${access.actorName} replaced the campaign's public link; the old link no longer works.`,
      payload: { v: 1, isPublic: true, isNewLink: true },
    });
    return { ok: true, token };
  });
}

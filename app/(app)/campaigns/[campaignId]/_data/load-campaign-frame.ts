import "server-only";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { getCampaign } from "@/lib/server/campaigns/get-campaign";

/**
 * What the campaign layout around every campaign page reads: the member's access (or the 404
 * page) and the campaign's settings. Two queries.
 */
export async function loadCampaignFrame(userId: string, campaignId: string) {
  const access = await authorizeCampaignOrNotFound(userId, campaignId, "campaign:view");
  const campaign = await getCampaign(access);
  return { access, campaign };
}

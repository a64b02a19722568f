import "server-only";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { can } from "@/lib/authz/permissions";
import { getCampaign } from "@/lib/server/campaigns/get-campaign";
import { findCampaignPublicToken, publicCampaignUrl } from "@/lib/server/campaigns/share-campaign-url";

/**
 * The settings page's data for one who may edit them (or the 404 page): the campaign with its
 * system's settings, and its public link for those who may share it. Two queries beside the
 * membership and campaign reads the layout shares.
 */
export async function loadSettings(userId: string, campaignId: string) {
  const access = await authorizeCampaignOrNotFound(userId, campaignId, "campaign:edit-settings");
  const [campaign, token] = await Promise.all([getCampaign(access), findCampaignPublicToken(campaignId)]);
  const canShare = can(access.role, "campaign:share-publicly");
  return { campaign, canShare, isShared: token !== null, publicUrl: token && canShare ? await publicCampaignUrl(token) : null };
}

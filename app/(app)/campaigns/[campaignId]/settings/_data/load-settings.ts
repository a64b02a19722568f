import "server-only";
import { can } from "@/lib/authz/permissions";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { CAMPAIGN_PUBLIC_LINK } from "@/lib/server/campaigns/campaign-public-link";
import { gameSystem } from "@/lib/games/registry";
import { getCampaign } from "@/lib/server/campaigns/get-campaign";
import { publicLinkStatus } from "@/lib/server/sharing/public-link";

/**
 * The settings page's data for one who may change them (or the 404 page): the campaign with its
 * game system's settings, and its public link's state.
 */
export async function loadSettings(userId: string, campaignId: string) {
  const access = await authorizeCampaignOrNotFound(userId, campaignId, "campaign:edit-settings");
  const canShare = can(access.role, CAMPAIGN_PUBLIC_LINK.permission);
  const [campaign, share] = await Promise.all([getCampaign(access, gameSystem(access.gameSystem)), publicLinkStatus(CAMPAIGN_PUBLIC_LINK, campaignId, canShare)]);
  return { campaign, share, canShare };
}

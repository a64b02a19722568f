import "server-only";
import { cachedBehindCampaignLink } from "@/lib/server/cache/public-link-cache";
import { getPublicCampaign } from "@/lib/games/smf/server/journal/get-public-campaign";

/** The standings and a journal page behind a campaign's public link, for anyone (no sign-in); null for a link that leads nowhere. Read once per render, from the read cache while the campaign is unchanged. */
export const loadPublicCampaign = cachedBehindCampaignLink("smf-campaign", getPublicCampaign);

import "server-only";
import { cache } from "react";
import { getPublicCampaign } from "@/lib/games/smf/server/journal/get-public-campaign";

/** The standings and a journal page behind a campaign's public link, for anyone (no sign-in); null for a link that leads nowhere. Read once per render. */
export const loadPublicCampaign = cache(getPublicCampaign);

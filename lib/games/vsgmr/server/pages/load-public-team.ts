import "server-only";
import { cachedBehindTeamLink } from "@/lib/server/cache/public-link-cache";
import { getPublicForce } from "../forces/get-public-force";

/** The force behind a public link, for anyone (no sign-in); null for a link that leads nowhere. Read once per render, from the read cache while the campaign is unchanged. */
export const loadPublicForce = cachedBehindTeamLink("vsgmr-force", getPublicForce);

import "server-only";
import { cachedBehindTeamLink } from "@/lib/server/cache/public-link-cache";
import { getPublicHero } from "../heroes/get-public-hero";

/** The hero behind a public link, for anyone (no sign-in); null for a link that leads nowhere. Read once per render, from the read cache while the campaign is unchanged. */
export const loadPublicHero = cachedBehindTeamLink("shsa-hero", getPublicHero);

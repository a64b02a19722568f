import "server-only";
import { cachedBehindTeamLink } from "@/lib/server/cache/public-link-cache";
import { getPublicSuTeam } from "../teams/get-public-su-team";

/** The league team behind a public link, for anyone (no sign-in); null for a link that leads nowhere. Read once per render, from the read cache while the campaign is unchanged. */
export const loadPublicSuTeam = cachedBehindTeamLink("su-team", getPublicSuTeam);

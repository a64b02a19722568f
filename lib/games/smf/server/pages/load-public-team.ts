import "server-only";
import { cachedBehindTeamLink } from "@/lib/server/cache/public-link-cache";
import { getPublicTeam } from "@/lib/games/smf/server/teams/get-public-team";

/** The roster behind a team's public link, for anyone (no sign-in); null for a link that leads nowhere. Read once per render, from the read cache while the campaign is unchanged. */
export const loadPublicTeam = cachedBehindTeamLink("smf-team", getPublicTeam);

import "server-only";
import { authorizeTeamOrNotFound } from "@/lib/server/authz/authorize";
import { getCampaign } from "@/lib/server/campaigns/get-campaign";
import { getTeam } from "@/lib/games/smf/server/teams/get-team";
import { findTeamPublicToken } from "@/lib/server/teams/share-team-status";

/**
 * The team page's data for a member who may see the team (or the 404 page): the campaign's
 * options, the team with its roster and story points, and its public token. The same number of
 * queries whatever the roster's or the campaign's size (tests/integration/query-count.test.ts).
 */
export async function loadTeamPage(userId: string, campaignId: string, teamId: string) {
  const { access, team: stored } = await authorizeTeamOrNotFound(userId, campaignId, teamId, "team:view");
  const [campaign, team, publicToken] = await Promise.all([getCampaign(access), getTeam(teamId), findTeamPublicToken(teamId)]);
  return { access, stored, campaign, team, publicToken };
}

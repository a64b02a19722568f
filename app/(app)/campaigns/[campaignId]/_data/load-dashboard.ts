import "server-only";
import { gameScreens } from "@/components/games/registry";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { getCampaign, listRecentActivity } from "@/lib/server/campaigns/get-campaign";
import { listMembers } from "@/lib/server/members/list-members";
import { listCampaignTeams } from "@/lib/server/teams/list-standings";

/**
 * The campaign dashboard's data for a member (or the 404 page): settings, members, standings,
 * archived teams, recent activity, and the game system's parts of the page. The same number of queries whatever the campaign's size
 * (tests/integration/query-count.test.ts).
 */
export async function loadDashboard(userId: string, campaignId: string) {
  const access = await authorizeCampaignOrNotFound(userId, campaignId, "campaign:view");
  const [campaign, members, { standings: teams, archived: archivedTeams }, activity] = await Promise.all([
    getCampaign(access),
    listMembers(access),
    listCampaignTeams(access),
    listRecentActivity(access),
  ]);
  // A system without pages of its own (one registered by tests) shows the generic page alone.
  const game = gameScreens(access.gameSystem);
  return { access, campaign, members, teams, archivedTeams, activity, game };
}

import "server-only";
import { gameSystem } from "@/lib/games/registry";
import { gameServer } from "@/lib/games/server-registry";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { getCampaign, listRecentActivity } from "@/lib/server/campaigns/get-campaign";
import { listMembers } from "@/lib/server/members/list-members";
import { listCampaignTeams } from "@/lib/server/teams/list-standings";

/**
 * The campaign dashboard's data for a member (or the 404 page): settings, members, standings,
 * archived teams and recent activity. The same number of queries whatever the campaign's size
 * (tests/integration/query-count.test.ts). `game` is the campaign's game: the page offers only
 * what it declares (lib/game-contract/campaign-pages.ts).
 */
export async function loadDashboard(userId: string, campaignId: string) {
  const access = await authorizeCampaignOrNotFound(userId, campaignId, "campaign:view");
  const game = gameSystem(access.gameSystem);
  const server = await gameServer(game.id);
  const [campaign, members, { standings: teams, archived: archivedTeams }, activity] = await Promise.all([
    getCampaign(access, game),
    listMembers(access),
    listCampaignTeams(access, game, server),
    listRecentActivity(access),
  ]);
  // Whether the campaign's system writes a campaign file (the page offers the download only then):
  // every game with a server side does, its own or the shared one (lib/server/export/export-response.ts).
  const hasCampaignFile = server !== null;
  return { access, campaign, members, teams, archivedTeams, activity, hasCampaignFile, game };
}

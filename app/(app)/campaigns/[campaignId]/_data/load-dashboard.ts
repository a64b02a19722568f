import "server-only";
import { gameSystem } from "@/lib/games/registry";
import { gameServer } from "@/lib/games/server-registry";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { cachedForCampaign } from "@/lib/server/cache/read-cache";
import { getCampaignWithCacheVersion, listRecentActivity } from "@/lib/server/campaigns/get-campaign";
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
  // Members and activity are the same for every member: from the read cache while the campaign is
  // unchanged (lib/server/cache/read-cache.ts); the teams' viewer part is listCampaignTeams'.
  const { campaign, cacheVersion: version } = await getCampaignWithCacheVersion(access, game);
  const [{ members, activity }, { standings: teams, archived: archivedTeams }] = await Promise.all([
    cachedForCampaign(
      access.campaignId,
      "dashboard",
      async () => {
        const [members, activity] = await Promise.all([listMembers(access), listRecentActivity(access)]);
        return { members, activity };
      },
      { version },
    ),
    listCampaignTeams(access, game, server),
  ]);
  // Whether the campaign's system writes a campaign file (the page offers the download only then):
  // every game with a server side does, its own or the shared one (lib/server/export/export-response.ts).
  const hasCampaignFile = server !== null;
  return { access, campaign, members, teams, archivedTeams, activity, hasCampaignFile, game };
}

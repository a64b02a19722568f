import "server-only";
import { authorizeTeamOrNotFound } from "@/lib/server/authz/authorize";
import { cachedForCampaign } from "@/lib/server/cache/read-cache";
import { getCampaignWithCacheVersion } from "@/lib/server/campaigns/get-campaign";
import { getTeam } from "@/lib/games/smf/server/teams/get-team";
import { can } from "@/lib/authz/permissions";
import { publicLinkStatusOf } from "@/lib/server/sharing/public-link";
import { TEAM_PUBLIC_LINK } from "@/lib/server/teams/team-public-link";
import { superMissionForce } from "@/lib/games/smf";

/**
 * The team page's data for a member who may see the team (or the 404 page): the campaign's
 * options, the team with its roster and story points, and its public link's state. The same number of
 * queries whatever the roster's or the campaign's size (tests/integration/query-count.test.ts).
 */
export async function loadTeamPage(userId: string, campaignId: string, teamId: string) {
  const { access, team: stored } = await authorizeTeamOrNotFound(userId, campaignId, teamId, "team:view");
  // Sharing is not a change to the team, so an archived team may still be shown (or hidden again).
  const canShare = can(access.role, TEAM_PUBLIC_LINK.permission, { isOwner: stored.ownerId === access.userId });
  // The team and its link are the same for every member: from the read cache while the campaign is
  // unchanged (lib/server/cache/read-cache.ts); whether this viewer sees the link is worked out here.
  const { campaign, cacheVersion } = await getCampaignWithCacheVersion(access, superMissionForce);
  const { team, token } = await cachedForCampaign(
    access.campaignId,
    `smf-team:${teamId}`,
    async () => {
      const [team, token] = await Promise.all([getTeam(teamId), TEAM_PUBLIC_LINK.findToken(teamId)]);
      return { team, token };
    },
    { version: cacheVersion },
  );
  const share = publicLinkStatusOf(TEAM_PUBLIC_LINK, token, canShare);
  return { access, stored, campaign, team, share, canShare };
}

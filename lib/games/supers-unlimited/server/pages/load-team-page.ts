import "server-only";
import { can } from "@/lib/authz/permissions";
import { authorizeTeamOrNotFound } from "@/lib/server/authz/authorize";
import { cachedForCampaign } from "@/lib/server/cache/read-cache";
import { getCampaignWithCacheVersion } from "@/lib/server/campaigns/get-campaign";
import { publicLinkStatusOf } from "@/lib/server/sharing/public-link";
import { TEAM_PUBLIC_LINK } from "@/lib/server/teams/team-public-link";
import type { SuLeagueSettings } from "../../campaign-settings";
import { teamVerdict } from "../../team-verdict";
import { getSuTeam } from "../teams/get-su-team";
import { supersUnlimited } from "@/lib/games/supers-unlimited";

/**
 * A league team page's data for a member who may see the team (or the 404 page): the league, the
 * team with its cards and VP, the verdict on its roster (cards not retired), and its public link's state.
 */
export async function loadSuTeamPage(userId: string, campaignId: string, teamId: string) {
  const { access, team: stored } = await authorizeTeamOrNotFound(userId, campaignId, teamId, "team:view");
  // Sharing is not a change to the team, so an archived team may still be shown (or hidden again).
  const canShare = can(access.role, TEAM_PUBLIC_LINK.permission, { isOwner: stored.ownerId === access.userId });
  // The team and its link are the same for every member: from the read cache while the league is
  // unchanged (lib/server/cache/read-cache.ts); whether this viewer sees the link is worked out here.
  const { campaign, cacheVersion } = await getCampaignWithCacheVersion(access, supersUnlimited);
  const { team, token } = await cachedForCampaign(
    access.campaignId,
    `su-team:${teamId}`,
    async () => {
      const [team, token] = await Promise.all([getSuTeam(teamId), TEAM_PUBLIC_LINK.findToken(teamId)]);
      return { team, token };
    },
    { version: cacheVersion },
  );
  const share = publicLinkStatusOf(TEAM_PUBLIC_LINK, token, canShare);
  const settings = campaign.settings as SuLeagueSettings;
  const onRoster = team.roster.filter((entry) => !entry.isRetired);
  const verdict = teamVerdict(
    settings,
    onRoster.map((entry) => entry.card),
    team.leaderId,
  );
  return { access, stored, campaign, settings, team, onRoster, verdict, share, canShare };
}

import "server-only";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { vsgmr, type VsgmrSeriesSettings } from "@/lib/games/vsgmr";
import { getForce } from "@/lib/games/vsgmr/server/forces/get-force";
import { authorizeTeamOrNotFound } from "@/lib/server/authz/authorize";
import { cachedForCampaign } from "@/lib/server/cache/read-cache";
import { getCampaignWithCacheVersion } from "@/lib/server/campaigns/get-campaign";
import { db } from "@/lib/server/db";
import { can } from "@/lib/authz/permissions";
import { publicLinkStatusOf } from "@/lib/server/sharing/public-link";
import { TEAM_PUBLIC_LINK } from "@/lib/server/teams/team-public-link";

/** A VSGMR team's page for a member who may see it (or the 404 page): the series, its settings, the force and its public link's state. */
export async function loadVsgmrTeamPage(userId: string, campaignId: string, teamId: string) {
  const { access, team: stored } = await authorizeTeamOrNotFound(userId, campaignId, teamId, "team:view");
  // Sharing is not a change to the team, so an archived team may still be shown (or hidden again).
  const canShare = can(access.role, TEAM_PUBLIC_LINK.permission, { isOwner: stored.ownerId === access.userId });
  // The force and its link are the same for every member: from the read cache while the series is
  // unchanged (lib/server/cache/read-cache.ts); whether this viewer sees the link is worked out here.
  const { campaign, cacheVersion } = await getCampaignWithCacheVersion(access, vsgmr);
  const { teamRow, force, token } = await cachedForCampaign(
    access.campaignId,
    `vsgmr-force:${teamId}`,
    async () => {
      const [teamRow, token] = await Promise.all([
        db.team.findUniqueOrThrow({ where: { id: teamId }, select: { name: true, ownerName: true, archivedAt: true, alignment: true } }),
        TEAM_PUBLIC_LINK.findToken(teamId),
      ]);
      return { teamRow, force: await getForce(teamId, teamRow.name), token };
    },
    { version: cacheVersion },
  );
  const settings = readCampaignSettings<VsgmrSeriesSettings>(vsgmr, campaign);
  const share = publicLinkStatusOf(TEAM_PUBLIC_LINK, token, canShare);
  return { access, stored, campaign, team: teamRow, settings, force, share, canShare };
}

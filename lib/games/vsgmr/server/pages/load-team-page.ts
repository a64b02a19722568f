import "server-only";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { vsgmr, type VsgmrSeriesSettings } from "@/lib/games/vsgmr";
import { getForce } from "@/lib/games/vsgmr/server/forces/get-force";
import { authorizeTeamOrNotFound } from "@/lib/server/authz/authorize";
import { getCampaign } from "@/lib/server/campaigns/get-campaign";
import { db } from "@/lib/server/db";
import { can } from "@/lib/authz/permissions";
import { publicLinkStatus } from "@/lib/server/sharing/public-link";
import { TEAM_PUBLIC_LINK } from "@/lib/server/teams/team-public-link";

/** A VSGMR team's page for a member who may see it (or the 404 page): the series, its settings, the force and its public link's state. */
export async function loadVsgmrTeamPage(userId: string, campaignId: string, teamId: string) {
  const { access, team: stored } = await authorizeTeamOrNotFound(userId, campaignId, teamId, "team:view");
  // Sharing is not a change to the team, so an archived team may still be shown (or hidden again).
  const canShare = can(access.role, TEAM_PUBLIC_LINK.permission, { isOwner: stored.ownerId === access.userId });
  const [campaign, teamRow, share] = await Promise.all([
    getCampaign(access, vsgmr),
    db.team.findUniqueOrThrow({ where: { id: teamId }, select: { name: true, ownerName: true, archivedAt: true, alignment: true } }),
    publicLinkStatus(TEAM_PUBLIC_LINK, teamId, canShare),
  ]);
  const settings = readCampaignSettings<VsgmrSeriesSettings>(vsgmr, campaign);
  const force = await getForce(teamId, teamRow.name);
  return { access, stored, campaign, team: teamRow, settings, force, share, canShare };
}

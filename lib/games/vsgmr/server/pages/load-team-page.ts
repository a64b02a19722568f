import "server-only";
import { readCampaignSettings } from "@/lib/games/campaign-settings";
import type { VsgmrSeriesSettings } from "@/lib/games/vsgmr";
import { getForce } from "@/lib/games/vsgmr/server/forces/get-force";
import { authorizeTeamOrNotFound } from "@/lib/server/authz/authorize";
import { getCampaign } from "@/lib/server/campaigns/get-campaign";
import { db } from "@/lib/server/db";
import { findTeamPublicToken } from "@/lib/server/teams/share-team-status";

/** A VSGMR team's page for a member who may see it (or the 404 page): the series, its settings, the force and its public token. */
export async function loadVsgmrTeamPage(userId: string, campaignId: string, teamId: string) {
  const { access, team: stored } = await authorizeTeamOrNotFound(userId, campaignId, teamId, "team:view");
  const [campaign, teamRow, publicToken] = await Promise.all([
    getCampaign(access),
    db.team.findUniqueOrThrow({ where: { id: teamId }, select: { name: true, ownerName: true, archivedAt: true, alignment: true } }),
    findTeamPublicToken(teamId),
  ]);
  const settings = readCampaignSettings<VsgmrSeriesSettings>(campaign);
  const force = await getForce(teamId, teamRow.name);
  return { access, stored, campaign, team: teamRow, settings, force, publicToken };
}

import "server-only";
import { authorizeTeamOrNotFound } from "@/lib/server/authz/authorize";
import { getCampaign } from "@/lib/server/campaigns/get-campaign";
import { getTeam } from "@/lib/games/smf/server/teams/get-team";
import { superMissionForce } from "@/lib/games/smf";

/**
 * The character builder's data, for a new character or one being rebuilt, for one who may edit the
 * team's roster (or the 404 page): the campaign's options and the roster.
 */
export async function loadCharacterEditor(userId: string, campaignId: string, teamId: string) {
  const { access } = await authorizeTeamOrNotFound(userId, campaignId, teamId, "character:edit");
  const [campaign, team] = await Promise.all([getCampaign(access, superMissionForce), getTeam(teamId)]);
  return { campaign, team };
}

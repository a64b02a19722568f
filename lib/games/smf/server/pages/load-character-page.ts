import "server-only";
import { authorizeTeamOrNotFound } from "@/lib/server/authz/authorize";
import { getCampaign } from "@/lib/server/campaigns/get-campaign";
import { getCharacterHistory } from "@/lib/games/smf/server/journal/get-character-history";
import { getTeam } from "@/lib/games/smf/server/teams/get-team";
import { superMissionForce } from "@/lib/games/smf";

/**
 * The character page's data for a member who may see the team (or the 404 page): the campaign's
 * options, the team and roster, and the character's history (not ok when the character is not
 * this team's). The same number of queries whatever the number of battles
 * (tests/integration/query-count.test.ts).
 */
export async function loadCharacterPage(userId: string, campaignId: string, teamId: string, characterId: string) {
  const { access, team: stored } = await authorizeTeamOrNotFound(userId, campaignId, teamId, "team:view");
  const [campaign, team, history] = await Promise.all([getCampaign(access, superMissionForce), getTeam(teamId), getCharacterHistory(access, teamId, characterId)]);
  return { access, stored, campaign, team, history };
}

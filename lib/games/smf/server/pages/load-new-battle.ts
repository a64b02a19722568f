import "server-only";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { getCampaign } from "@/lib/server/campaigns/get-campaign";
import { loadSetUp } from "./load-set-up";
import { superMissionForce } from "@/lib/games/smf";

/** The set-up page for one who may record a battle (or the 404 page): the teams (loadSetUp) and the campaign. */
export async function loadNewBattle(userId: string, campaignId: string) {
  const access = await authorizeCampaignOrNotFound(userId, campaignId, "battle:create");
  const [teams, campaign] = await Promise.all([loadSetUp(campaignId, access.userId), getCampaign(access, superMissionForce)]);
  return { teams, campaign };
}

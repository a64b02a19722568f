import "server-only";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { can } from "@/lib/authz/permissions";
import { getCampaign } from "@/lib/server/campaigns/get-campaign";
import { listBattles } from "@/lib/games/smf/server/battles/list-battles";
import { superMissionForce } from "@/lib/games/smf";

/**
 * The battle list for a member who may see battles (or the 404 page): every issue, newest first,
 * and whether this member may record the next one (not once the campaign is finished).
 */
export async function loadBattleList(userId: string, campaignId: string) {
  const access = await authorizeCampaignOrNotFound(userId, campaignId, "battle:view");
  const [battles, campaign] = await Promise.all([listBattles(campaignId), getCampaign(access, superMissionForce)]);
  const isFinished = campaign.finishedAt !== null;
  return { battles, isFinished, canRecord: can(access.role, "battle:create") && !isFinished };
}

import "server-only";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { listSuBattles } from "../battles/list-su-battles";

/** The league's battles for a member (or the 404 page). */
export async function loadSuBattleList(userId: string, campaignId: string) {
  const access = await authorizeCampaignOrNotFound(userId, campaignId, "battle:view");
  return { access, battles: await listSuBattles(campaignId) };
}

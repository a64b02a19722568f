import "server-only";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { listVsgmrBattles } from "../battles/list-battles";

/** The series' battles for a member (or the 404 page), newest first. */
export async function loadVsgmrBattleList(userId: string, campaignId: string) {
  const access = await authorizeCampaignOrNotFound(userId, campaignId, "battle:view");
  return { access, battles: await listVsgmrBattles(campaignId) };
}

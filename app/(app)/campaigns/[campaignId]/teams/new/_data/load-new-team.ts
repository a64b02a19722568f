import "server-only";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";

/** The new-team page reads nothing but the check: a member who may create a team, or the 404 page. */
export async function loadNewTeam(userId: string, campaignId: string) {
  await authorizeCampaignOrNotFound(userId, campaignId, "team:create");
}

import "server-only";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";

/** The team import page for one who may create a team in the league (or the 404 page); the file itself is checked when it is sent. */
export async function loadSuImportTeam(userId: string, campaignId: string): Promise<void> {
  await authorizeCampaignOrNotFound(userId, campaignId, "team:create");
}

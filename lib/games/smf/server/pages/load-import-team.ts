import "server-only";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { loadImportContext } from "@/lib/games/smf/server/import/import-blockers";

/** The team import page for one who may create a team (or the 404 page): what, if anything, stops an import now. */
export async function loadImportTeam(userId: string, campaignId: string) {
  const access = await authorizeCampaignOrNotFound(userId, campaignId, "team:create");
  const { blocker } = await loadImportContext(access);
  return { blocker };
}

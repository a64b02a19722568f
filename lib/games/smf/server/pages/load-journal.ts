import "server-only";
import { cachedForCampaign } from "@/lib/server/cache/read-cache";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { listJournal } from "@/lib/games/smf/server/journal/list-journal";

/**
 * The journal's data for a member who may see battles (or the 404 page): one page of entries
 * before `beforeIssue`. The same number of queries whatever the number of battles
 * (tests/integration/query-count.test.ts).
 */
export async function loadJournal(userId: string, campaignId: string, beforeIssue?: number) {
  const access = await authorizeCampaignOrNotFound(userId, campaignId, "battle:view");
  // The same for every member: from the read cache while the campaign is unchanged (lib/server/cache/read-cache.ts).
  const page = await cachedForCampaign(access.campaignId, `smf-journal:${beforeIssue ?? ""}`, () => listJournal(access, beforeIssue));
  return { access, page };
}

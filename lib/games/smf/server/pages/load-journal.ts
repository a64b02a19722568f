import "server-only";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { listJournal } from "@/lib/games/smf/server/journal/list-journal";

/**
 * The journal's data for a member who may see battles (or the 404 page): one page of entries
 * before `beforeIssue`. The same number of queries whatever the number of battles
 * (tests/integration/query-count.test.ts).
 */
export async function loadJournal(userId: string, campaignId: string, beforeIssue?: number) {
  const access = await authorizeCampaignOrNotFound(userId, campaignId, "battle:view");
  const page = await listJournal(access, beforeIssue);
  return { access, page };
}

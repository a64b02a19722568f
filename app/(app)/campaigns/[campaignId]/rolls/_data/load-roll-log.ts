import "server-only";
import { hasGamePage } from "@/lib/game-contract/campaign-pages";
import { gameSystem } from "@/lib/games/registry";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { cachedForCampaign } from "@/lib/server/cache/read-cache";
import { listRollIssues, listRolls } from "@/lib/server/journal/list-rolls";

/**
 * The roll log's data for a member who may see rolls (or the 404 page): one page of rolls and the
 * issues that have rolls, for the filter. The same number of queries whatever the number of
 * rolls (tests/integration/query-count.test.ts).
 */
export async function loadRollLog(userId: string, campaignId: string, { beforeSequence, issue }: { beforeSequence?: number; issue?: number } = {}) {
  const access = await authorizeCampaignOrNotFound(userId, campaignId, "roll:view");
  // The same for every member who may see rolls: from the read cache while the campaign is unchanged (lib/server/cache/read-cache.ts).
  const { page, issues } = await cachedForCampaign(access.campaignId, `rolls:${beforeSequence ?? ""}:${issue ?? ""}`, async () => {
    const [page, issues] = await Promise.all([listRolls(access, { beforeSequence, issue }), listRollIssues(access)]);
    return { page, issues };
  });
  // The page links the journal only for a game that draws one.
  return { access, page, issues, hasJournal: hasGamePage(gameSystem(access.gameSystem), "journal") };
}

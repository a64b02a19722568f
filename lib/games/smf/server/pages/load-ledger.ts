import "server-only";
import { authorizeTeamOrNotFound } from "@/lib/server/authz/authorize";
import { getLedgerTeam, listLedger } from "@/lib/server/story-points/list-ledger";

/**
 * The story-point page's data for a member who may see the team's points (or the 404 page): the
 * team's name and counters, and one page of its ledger from `before` (an entry id). The same
 * number of queries whatever the ledger's length (tests/integration/query-count.test.ts).
 */
export async function loadLedger(userId: string, campaignId: string, teamId: string, before?: string) {
  const { access, team: stored } = await authorizeTeamOrNotFound(userId, campaignId, teamId, "ledger:view");
  const [team, page] = await Promise.all([getLedgerTeam(teamId), listLedger(teamId, { before })]);
  return { access, stored, team, page };
}

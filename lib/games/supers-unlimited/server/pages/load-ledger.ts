import "server-only";
import { authorizeTeamOrNotFound } from "@/lib/server/authz/authorize";
import { getLedgerTeam, listLedger } from "@/lib/server/story-points/list-ledger";

/** A team's VP ledger page for a member (or the 404 page): its name and totals, one page of rows from `before`. */
export async function loadSuLedger(userId: string, campaignId: string, teamId: string, before?: string) {
  const { access, team: stored } = await authorizeTeamOrNotFound(userId, campaignId, teamId, "ledger:view");
  const [team, page] = await Promise.all([getLedgerTeam(teamId), listLedger(teamId, { before })]);
  return { access, stored, team, page };
}

import "server-only";
import { notFound } from "next/navigation";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeTeamOrNotFound } from "@/lib/server/authz/authorize";
import { getLedgerTeam, listLedger } from "@/lib/server/story-points/list-ledger";
import { vsgmr } from "../../index";

/** A force's ledger of points of enemy figures defeated (half points), one page from `before`. */
export async function loadVsgmrLedger(campaignId: string, teamId: string, before?: string) {
  const user = await requireUser(`/campaigns/${campaignId}/teams/${teamId}/ledger`);
  const { access } = await authorizeTeamOrNotFound(user.id, campaignId, teamId, "ledger:view");
  if (access.gameSystem !== vsgmr.id) notFound();
  const [team, page] = await Promise.all([getLedgerTeam(teamId), listLedger(teamId, { before })]);
  return { team, page };
}

import "server-only";
import { notFound } from "next/navigation";
import { authorizeBattleOrNotFound } from "@/lib/server/authz/authorize";
import { getBattleView } from "@/lib/games/smf/server/battles/get-battle-view";
import { loadPreBattleTeams } from "./load-pre-battle-teams";

/**
 * One battle for a member who may see it (or the 404 page): where it stands and what this member
 * may do, and, while it is being set up for one who may play, the pre-battle form's teams.
 */
export async function loadBattlePage(userId: string, campaignId: string, battleId: string) {
  const { access } = await authorizeBattleOrNotFound(userId, campaignId, battleId, "battle:view");
  const view = await getBattleView(access, battleId);
  if (!view) notFound();
  const setupTeams = view.progress.kind === "setup" && view.may.play ? await loadPreBattleTeams(view) : undefined;
  return { view, setupTeams };
}

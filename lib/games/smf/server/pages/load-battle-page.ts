import "server-only";
import { notFound } from "next/navigation";
import { authorizeBattleOrNotFound } from "@/lib/server/authz/authorize";
import { getBattleView } from "@/lib/games/smf/server/battles/get-battle-view";
import { viewBehind } from "@/lib/games/smf/server/battles/tap-answer";
import type { TapAnswer } from "@/lib/games/smf/views/tap-answer";
import type { BattleView } from "@/lib/games/smf/views/battle-view";
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

/**
 * The battle as a throw's answer read it, right after the throw, for the battle page's own throw
 * action to draw what follows from (components/games/smf/pages/battle-throw-action.tsx): the
 * member who threw may see it, and reading it again would cost the tap a second read.
 */
export function loadBattleBehindAnswer(answer: TapAnswer): BattleView | undefined {
  return viewBehind(answer);
}

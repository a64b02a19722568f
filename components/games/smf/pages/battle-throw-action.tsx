"use server";
import { refresh } from "next/cache";
import type { ActionState } from "@/lib/actions/action-result";
import { throwDiceAction } from "@/lib/games/smf/actions/battles/throw-dice-action";
import type { TapAnswer } from "@/lib/games/smf/views/tap-answer";
import { battleFrame } from "@/components/games/smf/battles/battle-frame";
import { battleNames } from "@/components/games/smf/battles/battle-names";
import { BattleStagePanel } from "@/components/games/smf/battles/battle-stage-panel";
import { requireUser } from "@/lib/server/auth/current-user";
import { loadBattlePage } from "@/lib/games/smf/server/pages/load-battle-page";

/**
 * The battle page's roll card throws through this (bound to the page's campaign): the throw
 * itself is throwDiceAction, with its checks, its refusals and its one-time key. When the throw
 * moved the battle past its rolls, the answer also brings what the page shows next, drawn here:
 * the stage panel (a decision, a waiting note, the outcome) and, once the battle ended, the parts
 * that follow its status. Not the whole page again: the layouts, the roll log and the pre-battle
 * summary cannot have changed, and the page already holds them.
 *
 * The drawing lives here, beside the page, because lib draws nothing (lint keeps lib out of
 * components); this adds no check of its own beyond reading the battle as the page does.
 */
export async function throwOnBattlePageAction(campaignId: string, previous: ActionState<TapAnswer>, formData: FormData): Promise<ActionState<TapAnswer>> {
  const result = await throwDiceAction(previous, formData);
  if (!result?.ok || !result.data.redraw) return result;
  const battleId = String(formData.get("battleId"));
  const user = await requireUser(`/campaigns/${campaignId}/battles/${battleId}`);
  // A second read of the battle, only on the few throws that move it past its rolls: cheaper than
  // drawing the whole route again, which read it too.
  const { view } = await loadBattlePage(user.id, campaignId, battleId);
  if (view.progress.kind === "setup" || view.progress.kind === "reporting") {
    // The last pre-battle throw: the page changes its whole arrangement (the tracker leads, the
    // pre-battle summary moves into the report), so it is drawn again in this answer.
    refresh();
    return result;
  }
  const drawn = {
    panel: <BattleStagePanel view={view} names={battleNames(view.loaded)} />,
    // The status changes only when the battle ends: then its heading, stepper and management too.
    ...(view.progress.kind === "finished" ? { frame: battleFrame(view, campaignId) } : {}),
  };
  return { ...result, data: { ...result.data, drawn } };
}

"use server";
import { refresh } from "next/cache";
import type { ActionState } from "@/lib/actions/action-result";
import { throwDiceAction } from "@/lib/games/smf/actions/battles/throw-dice-action";
import type { TapAnswer } from "@/lib/games/smf/views/tap-answer";
import { battleFrame } from "@/components/games/smf/battles/battle-frame";
import { battleNames } from "@/components/games/smf/battles/battle-names";
import { BattleStagePanel } from "@/components/games/smf/battles/battle-stage-panel";
import { loadBattleBehindAnswer } from "@/lib/games/smf/server/pages/load-battle-page";

/**
 * The battle page's roll card throws through this: the throw itself is throwDiceAction, with its
 * checks, its refusals and its one-time key. When the throw moved the battle past its rolls, the
 * answer also brings what the page shows next, drawn here: the stage panel (a decision, a waiting
 * note, the outcome) and, once the battle ended, the parts that follow its status. Not the whole
 * page again: the layouts, the roll log and the pre-battle summary cannot have changed, and the
 * page already holds them.
 *
 * The drawing lives here, beside the page, because lib draws nothing (lint keeps lib out of
 * components). It draws from the battle as the tap's answer read it right after the throw (for
 * the member throwDiceAction let throw, which is more than the page's battle:view asks): a
 * second read here cost "Roll the rest" a tenth of its time, for the same battle.
 */
export async function throwOnBattlePageAction(previous: ActionState<TapAnswer>, formData: FormData): Promise<ActionState<TapAnswer>> {
  const result = await throwDiceAction(previous, formData);
  if (!result?.ok || !result.data.redraw) return result;
  const view = loadBattleBehindAnswer(result.data);
  if (!view || view.progress.kind === "setup" || view.progress.kind === "reporting") {
    // The last pre-battle throw: the page changes its whole arrangement (the tracker leads, the
    // pre-battle summary moves into the report), so it is drawn again in this answer. (An answer
    // with no view behind it cannot happen from throwDiceAction; were it to, a redraw is right.)
    refresh();
    return result;
  }
  const drawn = {
    panel: <BattleStagePanel view={view} names={battleNames(view.loaded)} />,
    // The status changes only when the battle ends: then its heading, stepper and management too.
    ...(view.progress.kind === "finished" ? { frame: battleFrame(view, view.loaded.row.campaignId) } : {}),
  };
  return { ...result, data: { ...result.data, drawn } };
}

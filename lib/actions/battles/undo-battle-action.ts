"use server";
import { undoBattle } from "@/lib/server/battles/undo-battle";
import type { ActionState } from "../action-result";
import { runBattleButtonAction } from "./battle-action-helpers";

/** Undoes a resolved battle: every effect is reversed; it stays in the history, marked undone. */
export async function undoBattleAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  return runBattleButtonAction(formData, "battle:undo", "undoBattle", undoBattle);
}

"use server";
import { cancelBattle } from "@/lib/server/battles/undo-battle";
import type { ActionState } from "../action-result";
import { runBattleButtonAction } from "./battle-action-helpers";

/** Abandons a battle that is not resolved; nothing of it was applied. */
export async function cancelBattleAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  return runBattleButtonAction(formData, "battle:cancel", "cancelBattle", cancelBattle);
}

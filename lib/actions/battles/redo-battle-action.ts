"use server";
import { redoBattle } from "@/lib/server/battles/undo-battle";
import type { ActionState } from "../action-result";
import { runBattleButtonAction } from "./battle-action-helpers";

/** Applies an undone battle again from its stored results (no die is rolled again). */
export async function redoBattleAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  return runBattleButtonAction(formData, "battle:undo", "redoBattle", redoBattle);
}

"use server";
import { refuseIssues } from "@/lib/actions/safe-action";
import { battleAction } from "@/lib/games/supers-unlimited/actions/action-builders";
import { battleIdSchema } from "@/lib/games/supers-unlimited/schemas/battles";
import { undoSuBattle } from "@/lib/games/supers-unlimited/server/battles/undo-su-battle";
import { battleIdFromForm, showSuBattle } from "./su-battle-action-helpers";

/** Undoes a resolved battle as a whole: its VP are taken back by new ledger rows; it stays in the history, undone. */
export const undoSuBattleAction = battleAction("battle:undo", "undoSuBattle")
  .input(battleIdSchema, { fromForm: battleIdFromForm, invalid: refuseIssues })
  .run(async ({ access, battle }) => {
    const result = await undoSuBattle(access, battle.id);
    if (!result.ok && result.code !== "wrong-stage") return { ok: false, message: result.message };
    showSuBattle(battle.campaignId, battle.id);
  });

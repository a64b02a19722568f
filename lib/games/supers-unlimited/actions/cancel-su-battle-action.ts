"use server";
import { refuseIssues } from "@/lib/actions/safe-action";
import { battleAction } from "@/lib/games/supers-unlimited/actions/action-builders";
import { battleIdSchema } from "@/lib/games/supers-unlimited/schemas/battles";
import { cancelSuBattle } from "@/lib/games/supers-unlimited/server/battles/cancel-su-battle";
import { battleIdFromForm, showSuBattle } from "./su-battle-action-helpers";

/** Abandons a league battle that is not resolved: nothing of it is scored; it stays in the history, cancelled. */
export const cancelSuBattleAction = battleAction("battle:cancel", "cancelSuBattle")
  .input(battleIdSchema, { fromForm: battleIdFromForm, invalid: refuseIssues })
  .run(async ({ access, battle }) => {
    const result = await cancelSuBattle(access, battle.id);
    if (!result.ok && result.code !== "wrong-stage") return { ok: false, message: result.message };
    showSuBattle(battle.campaignId, battle.id);
  });

"use server";
import { battleIdSchema } from "@/lib/games/smf/schemas/battles";
import { cancelBattle } from "@/lib/games/smf/server/battles/undo-battle";
import { refuseIssues } from "@/lib/actions/safe-action";
import { battleAction } from "@/lib/games/smf/actions/action-builders";
import { battleFieldsFromForm, isStale, showBattle } from "./battle-action-helpers";

/** Abandons a battle that is not resolved; nothing of it was applied. */
export const cancelBattleAction = battleAction("battle:cancel", "cancelBattle")
  .input(battleIdSchema, { fromForm: battleFieldsFromForm(), invalid: refuseIssues })
  .run(async ({ access, battle }) => {
    const result = await cancelBattle(access, battle.id);
    if (!result.ok && !isStale(result)) return { ok: false, message: result.message };
    showBattle(battle.campaignId, battle.id, result.ok ? undefined : "moved-on");
  });

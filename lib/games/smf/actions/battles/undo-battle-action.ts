"use server";
import { battleIdSchema } from "@/lib/games/smf/schemas/battles";
import { undoBattle } from "@/lib/games/smf/server/battles/undo-battle";
import { refuseIssues } from "@/lib/actions/safe-action";
import { battleAction } from "@/lib/games/smf/actions/action-builders";
import { battleFieldsFromForm, isStale, showBattle } from "./battle-action-helpers";

/** Undoes a resolved battle: every effect is reversed; it stays in the history, marked undone. */
export const undoBattleAction = battleAction("battle:undo", "undoBattle")
  .input(battleIdSchema, { fromForm: battleFieldsFromForm(), invalid: refuseIssues })
  .run(async ({ access, battle }) => {
    const result = await undoBattle(access, battle.id);
    if (!result.ok && !isStale(result)) return { ok: false, message: result.message };
    showBattle(battle.campaignId, battle.id, result.ok ? undefined : "moved-on");
  });

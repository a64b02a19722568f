"use server";
import { battleIdSchema } from "@/lib/games/smf/schemas/battles";
import { redoBattle } from "@/lib/games/smf/server/battles/undo-battle";
import { refuseIssues } from "@/lib/actions/safe-action";
import { battleAction } from "@/lib/games/smf/actions/action-builders";
import { battleFieldsFromForm, isStale, showBattle } from "./battle-action-helpers";

/** Applies an undone battle again from its stored results (no die is rolled again). */
export const redoBattleAction = battleAction("battle:undo", "redoBattle")
  .input(battleIdSchema, { fromForm: battleFieldsFromForm(), invalid: refuseIssues })
  .run(async ({ access, battle }) => {
    const result = await redoBattle(access, battle.id);
    if (!result.ok && !isStale(result)) return { ok: false, message: result.message };
    showBattle(battle.campaignId, battle.id, result.ok ? undefined : "moved-on");
  });

"use server";
import { refuseIssues } from "@/lib/actions/safe-action";
import { battleAction } from "@/lib/games/supers-unlimited/actions/action-builders";
import { suResultFromForm, suResultSchema } from "@/lib/games/supers-unlimited/schemas/battles";
import { resolveSuBattle } from "@/lib/games/supers-unlimited/server/battles/resolve-su-battle";
import { showSuBattle } from "./su-battle-action-helpers";

/** The result of a battle: end states and Subplot facts, scored and written at once. */
export const resolveSuBattleAction = battleAction("battle:play", "resolveSuBattle")
  .input(suResultSchema, { fromForm: suResultFromForm, invalid: refuseIssues })
  .run(async ({ access, battle, input: { battleId: _battleId, ...report } }) => {
    const result = await resolveSuBattle(access, battle.id, report);
    if (!result.ok) return { ok: false, message: result.message };
    showSuBattle(battle.campaignId, battle.id);
  });

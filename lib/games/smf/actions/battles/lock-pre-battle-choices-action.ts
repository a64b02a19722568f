"use server";
import { preBattleChoicesFromForm, preBattleChoicesSchema, toPreBattleChoices } from "@/lib/games/smf/schemas/battles";
import { lockPreBattleChoices } from "@/lib/games/smf/server/battles/lock-pre-battle-choices";
import { refuseIssues } from "@/lib/actions/safe-action";
import { battleAction } from "@/lib/games/smf/actions/action-builders";
import { isStale, problemErrors, rollOnIfAsked, showBattle } from "./battle-action-helpers";

/** Locks each team's pre-battle choices; the pre-battle dice start. */
export const lockPreBattleChoicesAction = battleAction("battle:play", "lockPreBattleChoices")
  .input(preBattleChoicesSchema, { fromForm: preBattleChoicesFromForm, invalid: refuseIssues })
  .run(async ({ access, battle, input, formData }) => {
    const result = await lockPreBattleChoices(access, battle.id, toPreBattleChoices(input.teams));
    if (!result.ok && !isStale(result)) return { ok: false, message: result.message, fieldErrors: problemErrors(result.problems) };
    if (result.ok) await rollOnIfAsked(formData, access, battle.id);
    showBattle(battle.campaignId, battle.id, result.ok ? undefined : "moved-on");
  });

"use server";
import { postBattleChoicesFromForm, postBattleChoicesPatch, postBattleChoicesSchema } from "@/lib/games/smf/schemas/battles";
import { choosePostBattle } from "@/lib/games/smf/server/battles/post-battle-choices";
import { refuseIssues } from "@/lib/actions/safe-action";
import { battleAction } from "@/lib/games/smf/actions/action-builders";
import { isStale, problemErrors, rollOnIfAsked, showBattle } from "./battle-action-helpers";

/** Confirms a post-battle decision step (thrall powers, the scenario special, artifact upkeep, bumps, guest stars) with the players' choices or the defaults. */
export const choosePostBattleAction = battleAction("battle:play", "choosePostBattle")
  .input(postBattleChoicesSchema, { fromForm: postBattleChoicesFromForm, invalid: refuseIssues })
  .run(async ({ access, battle, input, formData }) => {
    const result = await choosePostBattle(access, battle.id, input.step, postBattleChoicesPatch(input));
    if (!result.ok && !isStale(result)) return { ok: false, message: result.message, fieldErrors: problemErrors(result.problems) };
    if (result.ok) await rollOnIfAsked(formData, access, battle.id);
    showBattle(battle.campaignId, battle.id, result.ok ? undefined : "moved-on");
  });

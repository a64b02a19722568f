"use server";
import { issueMessages } from "@/lib/actions/safe-action";
import { battleAction } from "@/lib/games/supers-unlimited/actions/action-builders";
import { suPlasmaXFromForm, suPlasmaXSchema } from "@/lib/games/supers-unlimited/schemas/battles";
import { rollSuPlasmaX } from "@/lib/games/supers-unlimited/server/battles/roll-su-plasma-x";
import { showSuBattle } from "./su-battle-action-helpers";

/**
 * A Super reached a Plasma X marker: the D10 by the app or typed, the benefit gained. A die that
 * cannot be, another team's Super or no marker left is refused with the reason and nothing is saved;
 * a retried request shows the roll already made.
 */
export const rollSuPlasmaXAction = battleAction("su:roll-plasma-x", "rollSuPlasmaX")
  .input(suPlasmaXSchema, {
    fromForm: suPlasmaXFromForm,
    invalid: (error) => {
      const message = issueMessages(error);
      return { ok: false, message, fieldErrors: { faces: [message] } };
    },
  })
  .run(async ({ access, battle, input: { battleId: _battleId, ...input } }) => {
    const result = await rollSuPlasmaX(access, battle.id, input);
    if (!result.ok) {
      if (result.code === "bad-faces") return { ok: false, message: result.message, fieldErrors: { faces: [result.message] } };
      if (result.code === "choice-missing") return { ok: false, message: result.message, fieldErrors: { choice: [result.message] } };
      return { ok: false, message: result.message };
    }
    showSuBattle(battle.campaignId, battle.id);
  });

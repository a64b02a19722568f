"use server";
import { issueMessages } from "@/lib/actions/safe-action";
import { battleAction } from "@/lib/games/supers-unlimited/actions/action-builders";
import { suSetUpStepFromForm, suSetUpStepSchema } from "@/lib/games/supers-unlimited/schemas/battles";
import { rollSuSetUp } from "@/lib/games/supers-unlimited/server/battles/roll-su-set-up";
import { showSuBattle } from "./su-battle-action-helpers";

/**
 * One set-up step of a battle: the app's dice, the faces typed in, or the players' choice. Typed
 * faces that cannot be are refused with the die named and nothing is saved; a retried request
 * shows the roll already made.
 */
export const rollSuSetUpAction = battleAction("su:roll-set-up", "rollSuSetUp")
  .input(suSetUpStepSchema, {
    fromForm: suSetUpStepFromForm,
    // The refusal is said once, in the form's own message (its problem list would repeat it word for word).
    invalid: (error) => ({ ok: false, message: issueMessages(error) }),
  })
  .run(async ({ access, battle, input: { battleId: _battleId, ...input } }) => {
    const result = await rollSuSetUp(access, battle.id, input);
    if (!result.ok) {
      if (result.code === "bad-faces") return { ok: false, message: result.message };
      // Someone else moved the set-up on: the page shows where it stands now.
      if (result.code !== "step-not-next" && result.code !== "wrong-stage") return { ok: false, message: result.message };
    }
    showSuBattle(battle.campaignId, battle.id);
  });

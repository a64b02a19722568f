"use server";
import { issueMessages } from "@/lib/actions/safe-action";
import { battleAction } from "@/lib/games/vsgmr/actions/action-builders";
import { rollVsgmrDiceFromForm, rollVsgmrDiceSchema } from "@/lib/games/vsgmr/schemas/battles";
import { rollBattleDice } from "@/lib/games/vsgmr/server/battles/roll-battle-dice";
import { showVsgmrBattle } from "./battle-action-paths";

/** A throw at the table: the app's dice or the faces typed in (refused with the die named; nothing saved). */
export const rollVsgmrBattleDiceAction = battleAction("battle:play", "rollVsgmrBattleDice")
  .input(rollVsgmrDiceSchema, {
    fromForm: rollVsgmrDiceFromForm,
    invalid: (error) => {
      const message = issueMessages(error);
      return { ok: false, message, fieldErrors: { faces: [message] } };
    },
  })
  .run(async ({ access, battle, input: { battleId: _battleId, ...input } }) => {
    const result = await rollBattleDice(access, battle.id, { ...input, sides: 6 });
    if (!result.ok) return { ok: false, message: result.message, ...(result.code === "bad-faces" ? { fieldErrors: { faces: [result.message] } } : {}) };
    showVsgmrBattle(battle.campaignId, battle.id);
  });

"use server";
import { refuseIssues } from "@/lib/actions/safe-action";
import { campaignAction } from "@/lib/games/vsgmr/actions/action-builders";
import { createVsgmrBattleFromForm, createVsgmrBattleSchema } from "@/lib/games/vsgmr/schemas/battles";
import { createVsgmrBattle } from "@/lib/games/vsgmr/server/battles/create-battle";
import { showVsgmrBattle, vsgmrProblemErrors } from "./battle-action-paths";

/** Set-up: the forces (or one against the app's), the scenario and the sides; refused with every budget problem. */
export const createVsgmrBattleAction = campaignAction("battle:create", "createVsgmrBattle")
  .input(createVsgmrBattleSchema, { fromForm: createVsgmrBattleFromForm, invalid: refuseIssues })
  .run(async ({ access, input: { campaignId, ...input } }) => {
    const result = await createVsgmrBattle(access, input);
    if (!result.ok) return { ok: false, message: result.message, fieldErrors: vsgmrProblemErrors(result.problems) };
    showVsgmrBattle(campaignId, result.battleId);
  });

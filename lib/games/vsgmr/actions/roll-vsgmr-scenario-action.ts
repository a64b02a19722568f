"use server";
import { issueMessages } from "@/lib/actions/safe-action";
import { campaignAction } from "@/lib/games/vsgmr/actions/action-builders";
import { rollVsgmrScenarioFromForm, rollVsgmrScenarioSchema } from "@/lib/games/vsgmr/schemas/battles";
import { rollVsgmrScenario } from "@/lib/games/vsgmr/server/battles/roll-scenario";

/** A new battle's scenario rolled (VS-R18) by the app's dice or typed faces; answers with what came up. */
export const rollVsgmrScenarioAction = campaignAction("battle:create", "rollVsgmrScenario")
  .input(rollVsgmrScenarioSchema, {
    fromForm: rollVsgmrScenarioFromForm,
    invalid: (error) => {
      const message = issueMessages(error);
      return { ok: false, message, fieldErrors: { faces: [message] } };
    },
  })
  .run(async ({ access, input: { campaignId: _campaignId, ...input } }) => {
    const result = await rollVsgmrScenario(access, input);
    if (!result.ok) return { ok: false, message: result.message, ...(result.code === "bad-faces" ? { fieldErrors: { faces: [result.message] } } : {}) };
    return { ok: true, data: { scenarioId: result.scenarioId, sides: result.sides, faces: result.faces, replaces: result.replaces } };
  });

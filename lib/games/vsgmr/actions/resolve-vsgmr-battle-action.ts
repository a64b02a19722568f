"use server";
import { refuseIssues } from "@/lib/actions/safe-action";
import { battleAction } from "@/lib/games/vsgmr/actions/action-builders";
import { resolveVsgmrBattleFromForm, resolveVsgmrBattleSchema } from "@/lib/games/vsgmr/schemas/battles";
import { resolveVsgmrBattle } from "@/lib/games/vsgmr/server/battles/resolve-battle";
import { showVsgmrBattle, vsgmrProblemErrors } from "./battle-action-paths";

/** The result: how it ended, each force's points of enemy figures defeated, who won, and a Recruit. */
export const resolveVsgmrBattleAction = battleAction("battle:play", "resolveVsgmrBattle")
  .input(resolveVsgmrBattleSchema, { fromForm: resolveVsgmrBattleFromForm, invalid: refuseIssues })
  .run(async ({ access, battle, input: { battleId: _battleId, ...input } }) => {
    const result = await resolveVsgmrBattle(access, battle.id, input);
    if (!result.ok) return { ok: false, message: result.message, fieldErrors: "problems" in result ? vsgmrProblemErrors(result.problems) : undefined };
    showVsgmrBattle(battle.campaignId, battle.id);
  });

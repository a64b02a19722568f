"use server";
import { refuseIssues } from "@/lib/actions/safe-action";
import { battleAction } from "@/lib/games/vsgmr/actions/action-builders";
import { vsgmrBattleIdSchema } from "@/lib/games/vsgmr/schemas/battles";
import { undoVsgmrBattle } from "@/lib/games/vsgmr/server/battles/undo-battle";
import { showVsgmrBattle } from "./battle-action-paths";

/** Undoes a whole resolved battle: compensating ledger rows, the recruit taken off; it stays in the history, marked undone. */
export const undoVsgmrBattleAction = battleAction("battle:undo", "undoVsgmrBattle")
  .input(vsgmrBattleIdSchema, { fromForm: (formData: FormData) => ({ battleId: formData.get("battleId") }), invalid: refuseIssues })
  .run(async ({ access, battle }) => {
    const result = await undoVsgmrBattle(access, battle.id);
    if (!result.ok) return { ok: false, message: result.message };
    showVsgmrBattle(battle.campaignId, battle.id);
  });

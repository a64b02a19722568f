"use server";
import { refuseIssues } from "@/lib/actions/safe-action";
import { battleAction } from "@/lib/games/vsgmr/actions/action-builders";
import { playSoloTurnFromForm, playSoloTurnSchema } from "@/lib/games/vsgmr/schemas/battles";
import { playSoloTurn } from "@/lib/games/vsgmr/server/battles/play-solo-turn";
import { showVsgmrBattle } from "./battle-action-paths";

/** The app plays the enemy's turn of a solo battle: its rolls go to the roll log and the turn log. */
export const playSoloTurnAction = battleAction("vsgmr:play-solo-turn", "playSoloTurn")
  .input(playSoloTurnSchema, { fromForm: playSoloTurnFromForm, invalid: refuseIssues })
  .run(async ({ access, battle, input: { battleId: _battleId, ...input } }) => {
    const result = await playSoloTurn(access, battle.id, input);
    if (!result.ok) return { ok: false, message: result.message };
    showVsgmrBattle(battle.campaignId, battle.id);
  });

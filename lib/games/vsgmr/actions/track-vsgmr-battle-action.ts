"use server";
import { revalidatePath } from "next/cache";
import { refuseIssues } from "@/lib/actions/safe-action";
import { battleAction } from "@/lib/games/vsgmr/actions/action-builders";
import { trackVsgmrBattleSchema, trackVsgmrFromForm } from "@/lib/games/vsgmr/schemas/battle-track";
import { trackVsgmrBattle } from "@/lib/games/vsgmr/server/battles/track-battle";
import { vsgmrBattlePath } from "./battle-action-paths";

/**
 * One tap of the battle tracker (a figure defeated, back, arrived; a building hit; a round over). It
 * answers in place instead of redirecting: the tracker shows the tap at once, and every open page
 * of the battle is refreshed with it.
 */
export const trackVsgmrBattleAction = battleAction("battle:play", "trackVsgmrBattle")
  .input(trackVsgmrBattleSchema, { fromForm: trackVsgmrFromForm, invalid: refuseIssues })
  .run<{ entryId: string }>(async ({ access, battle, input }) => {
    const result = await trackVsgmrBattle(access, battle.id, input.requestKey, input.tap);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(vsgmrBattlePath(battle.campaignId, battle.id));
    return { ok: true, data: { entryId: result.entryId } };
  });

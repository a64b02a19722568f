"use server";
import { revalidatePath } from "next/cache";
import { refuseIssues } from "@/lib/actions/safe-action";
import { battleAction } from "@/lib/games/vsgmr/actions/action-builders";
import { strikeVsgmrTapFromForm, strikeVsgmrTapSchema } from "@/lib/games/vsgmr/schemas/battle-track";
import { strikeVsgmrTap } from "@/lib/games/vsgmr/server/battles/track-battle";
import { vsgmrBattlePath } from "./battle-action-paths";

/** Undoes one tap of the battle tracker: a new entry strikes it, for every phone at once. */
export const undoVsgmrTapAction = battleAction("battle:play", "undoVsgmrTap")
  .input(strikeVsgmrTapSchema, { fromForm: strikeVsgmrTapFromForm, invalid: refuseIssues })
  .run<{ entryId: string }>(async ({ access, battle, input }) => {
    const result = await strikeVsgmrTap(access, battle.id, input.requestKey, input.entryId);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(vsgmrBattlePath(battle.campaignId, battle.id));
    return { ok: true, data: { entryId: result.entryId } };
  });

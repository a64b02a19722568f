"use server";
import { revalidatePath } from "next/cache";
import { refuseIssues } from "@/lib/actions/safe-action";
import { battleAction } from "@/lib/games/supers-unlimited/actions/action-builders";
import { trackSuBattleSchema, trackSuFromForm } from "@/lib/games/supers-unlimited/schemas/tracker";
import { trackSuBattle } from "@/lib/games/supers-unlimited/server/battles/track-su-battle";
import { suBattlePath } from "./su-battle-action-helpers";

/**
 * One tap of the battle tracker (HP, Power, KO'ed, a Turn, an objective) or the undo of one. It
 * answers in place instead of redirecting: the tracker shows the tap at once and the page is
 * refreshed with everyone's taps.
 */
export const trackSuBattleAction = battleAction("battle:play", "trackSuBattle")
  .input(trackSuBattleSchema, { fromForm: trackSuFromForm, invalid: refuseIssues })
  .run<{ entryId: string }>(async ({ access, battle, input }) => {
    const result = await trackSuBattle(access, battle.id, input.requestKey, input.tap);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(suBattlePath(battle.campaignId, battle.id));
    return { ok: true, data: { entryId: result.entryId } };
  });

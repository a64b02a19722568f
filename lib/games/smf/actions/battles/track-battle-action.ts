"use server";
import { revalidatePath } from "next/cache";
import { trackBattleSchema, trackFromForm } from "@/lib/games/smf/schemas/battle-track";
import { trackBattle } from "@/lib/games/smf/server/battles/track-battle";
import { refuseIssues } from "@/lib/actions/safe-action";
import { battleAction } from "@/lib/games/smf/actions/action-builders";
import { battlePath } from "./battle-action-helpers";

/**
 * One tap of the tracker while the table plays the battle (a KO, a recovery, an achievement). It
 * answers in place instead of redirecting: the tracker shows the tap at once and the page is
 * refreshed with everyone's entries.
 */
export const trackBattleAction = battleAction("battle:play", "trackBattle")
  .input(trackBattleSchema, { fromForm: trackFromForm, invalid: refuseIssues })
  .run<{ entryId: string }>(async ({ access, battle, input }) => {
    const result = await trackBattle(access, battle.id, input.requestKey, input.tap);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(battlePath(battle.campaignId, battle.id));
    return { ok: true, data: { entryId: result.entryId } };
  });

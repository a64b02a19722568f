"use server";
import { revalidatePath } from "next/cache";
import { trackBattleSchema, trackFromForm } from "@/lib/schemas/battle-track";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeBattle } from "@/lib/server/authz/authorize";
import { trackBattle } from "@/lib/server/battles/track-battle";
import { type ActionState, unexpectedError } from "../action-result";
import { battlePath, issueMessages } from "./battle-action-helpers";

/**
 * One tap of the tracker while the table plays the battle (a KO, a recovery, an achievement). It
 * answers in place instead of redirecting: the tracker shows the tap at once and the page is
 * refreshed with everyone's entries.
 */
export async function trackBattleAction(_previous: ActionState<{ entryId: string }>, formData: FormData): Promise<ActionState<{ entryId: string }>> {
  const user = await requireUser("/campaigns");
  const parsed = trackBattleSchema.safeParse(trackFromForm(formData));
  if (!parsed.success) return { ok: false, message: issueMessages(parsed.error) };

  const { battleId, requestKey, tap } = parsed.data;
  const authorized = await authorizeBattle(user.id, battleId, "battle:play");
  if (!authorized.ok) return { ok: false, message: authorized.message };

  try {
    const result = await trackBattle(authorized.access, battleId, requestKey, tap);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(battlePath(authorized.battle.campaignId, battleId));
    return { ok: true, data: { entryId: result.entryId } };
  } catch (error) {
    return unexpectedError("trackBattle", error);
  }
}

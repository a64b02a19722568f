"use server";
import { battleIdSchema } from "@/lib/schemas/battles";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeBattle } from "@/lib/server/authz/authorize";
import { cancelBattle } from "@/lib/server/battles/undo-battle";
import { type ActionState, unexpectedError } from "../action-result";
import { issueMessages, showBattle } from "./battle-action-helpers";

/** Abandons a battle that is not resolved; nothing of it was applied. */
export async function cancelBattleAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const user = await requireUser("/campaigns");
  const parsed = battleIdSchema.safeParse({ battleId: formData.get("battleId") });
  if (!parsed.success) return { ok: false, message: issueMessages(parsed.error) };

  const { battleId } = parsed.data;
  const authorized = await authorizeBattle(user.id, battleId, "battle:cancel");
  if (!authorized.ok) return { ok: false, message: authorized.message };

  try {
    const result = await cancelBattle(authorized.access, battleId);
    if (!result.ok) return { ok: false, message: result.message };
  } catch (error) {
    return unexpectedError("cancelBattle", error);
  }
  showBattle(authorized.battle.campaignId, battleId);
}

"use server";
import { battleIdSchema } from "@/lib/schemas/battles";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeBattle } from "@/lib/server/authz/authorize";
import { undoBattle } from "@/lib/server/battles/undo-battle";
import { type ActionState, unexpectedError } from "../action-result";
import { issueMessages, showBattle } from "./battle-action-helpers";

/** Undoes a resolved battle: every effect is reversed; it stays in the history, marked undone. */
export async function undoBattleAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const user = await requireUser("/campaigns");
  const parsed = battleIdSchema.safeParse({ battleId: formData.get("battleId") });
  if (!parsed.success) return { ok: false, message: issueMessages(parsed.error) };

  const { battleId } = parsed.data;
  const authorized = await authorizeBattle(user.id, battleId, "battle:undo");
  if (!authorized.ok) return { ok: false, message: authorized.message };

  try {
    const result = await undoBattle(authorized.access, battleId);
    if (!result.ok) return { ok: false, message: result.message };
  } catch (error) {
    return unexpectedError("undoBattle", error);
  }
  showBattle(authorized.battle.campaignId, battleId);
}

"use server";
import { preBattleChoicesFromForm, preBattleChoicesSchema, toPreBattleChoices } from "@/lib/schemas/battles";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeBattle } from "@/lib/server/authz/authorize";
import { lockPreBattleChoices } from "@/lib/server/battles/lock-pre-battle-choices";
import { type ActionState, unexpectedError } from "../action-result";
import { issueMessages, isStale, problemErrors, rollOnIfAsked, showBattle } from "./battle-action-helpers";

/** Locks each team's pre-battle choices; the pre-battle dice start. */
export async function lockPreBattleChoicesAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const user = await requireUser("/campaigns");
  const parsed = preBattleChoicesSchema.safeParse(preBattleChoicesFromForm(formData));
  if (!parsed.success) return { ok: false, message: issueMessages(parsed.error) };

  const { battleId, teams } = parsed.data;
  const authorized = await authorizeBattle(user.id, battleId, "battle:play");
  if (!authorized.ok) return { ok: false, message: authorized.message };

  let notice: "moved-on" | undefined;
  try {
    const result = await lockPreBattleChoices(authorized.access, battleId, toPreBattleChoices(teams));
    if (!result.ok && !isStale(result)) return { ok: false, message: result.message, fieldErrors: problemErrors(result.problems) };
    if (!result.ok) notice = "moved-on";
    else await rollOnIfAsked(formData, authorized.access, battleId);
  } catch (error) {
    return unexpectedError("lockPreBattleChoices", error);
  }
  showBattle(authorized.battle.campaignId, battleId, notice);
}

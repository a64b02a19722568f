"use server";
import { postBattleChoicesFromForm, postBattleChoicesPatch, postBattleChoicesSchema } from "@/lib/schemas/battles";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeBattle } from "@/lib/server/authz/authorize";
import { choosePostBattle } from "@/lib/server/battles/post-battle-choices";
import { type ActionState, unexpectedError } from "../action-result";
import { issueMessages, isStale, problemErrors, rollOnIfAsked, showBattle } from "./battle-action-helpers";

/** Confirms a post-battle decision step (thrall powers, the scenario special, artifact upkeep, bumps, guest stars) with the players' choices or the defaults. */
export async function choosePostBattleAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const user = await requireUser("/campaigns");
  const parsed = postBattleChoicesSchema.safeParse(postBattleChoicesFromForm(formData));
  if (!parsed.success) return { ok: false, message: issueMessages(parsed.error) };

  const { battleId, step } = parsed.data;
  const authorized = await authorizeBattle(user.id, battleId, "battle:play");
  if (!authorized.ok) return { ok: false, message: authorized.message };

  let notice: "moved-on" | undefined;
  try {
    const result = await choosePostBattle(authorized.access, battleId, step, postBattleChoicesPatch(parsed.data));
    if (!result.ok && !isStale(result)) return { ok: false, message: result.message, fieldErrors: problemErrors(result.problems) };
    if (!result.ok) notice = "moved-on";
    else await rollOnIfAsked(formData, authorized.access, battleId);
  } catch (error) {
    return unexpectedError("choosePostBattle", error);
  }
  showBattle(authorized.battle.campaignId, battleId, notice);
}

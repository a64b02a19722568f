"use server";
import { throwDiceFromForm, throwDiceSchema } from "@/lib/schemas/battles";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeBattle } from "@/lib/server/authz/authorize";
import { throwDice } from "@/lib/server/battles/throw-dice";
import { type ActionState, unexpectedError } from "../action-result";
import { issueMessages, showBattle } from "./battle-action-helpers";

/**
 * One throw for the roll the page showed: the app's dice ("roll for me", or every roll up to the
 * next decision) or the faces typed in. Typed faces that cannot be refused with the die named;
 * nothing is saved then. A page that fell behind the battle is sent to where it stands now.
 */
export async function throwDiceAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const user = await requireUser("/campaigns");
  const parsed = throwDiceSchema.safeParse(throwDiceFromForm(formData));
  if (!parsed.success) {
    const message = issueMessages(parsed.error);
    return { ok: false, message, fieldErrors: { faces: [message] } };
  }

  const { battleId, ...input } = parsed.data;
  const authorized = await authorizeBattle(user.id, battleId, "battle:play");
  if (!authorized.ok) return { ok: false, message: authorized.message };

  let notice: "moved-on" | undefined;
  try {
    const result = await throwDice(authorized.access, battleId, input);
    if (!result.ok) {
      if (result.code === "bad-faces") return { ok: false, message: result.message, fieldErrors: { faces: [result.message] } };
      // The campaign's table policy refused it: say so on the page that asked, nothing moved on.
      if (result.code === "app-dice-only" || result.code === "not-your-team") return { ok: false, message: result.message };
      notice = "moved-on";
    }
  } catch (error) {
    return unexpectedError("throwDice", error);
  }
  showBattle(authorized.battle.campaignId, battleId, notice);
}

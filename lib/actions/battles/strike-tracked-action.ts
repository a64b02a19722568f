"use server";
import { revalidatePath } from "next/cache";
import { strikeFromForm, strikeTrackedSchema } from "@/lib/schemas/battle-track";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeBattle } from "@/lib/server/authz/authorize";
import { strikeTracked } from "@/lib/server/battles/track-battle";
import { type ActionState, unexpectedError } from "../action-result";
import { battlePath, issueMessages } from "./battle-action-helpers";

/** Undo of one tracked entry: struck by a new entry, so every phone's list agrees. Answers in place, like a tap. */
export async function strikeTrackedAction(_previous: ActionState<{ entryId: string }>, formData: FormData): Promise<ActionState<{ entryId: string }>> {
  const user = await requireUser("/campaigns");
  const parsed = strikeTrackedSchema.safeParse(strikeFromForm(formData));
  if (!parsed.success) return { ok: false, message: issueMessages(parsed.error) };

  const { battleId, requestKey, entryId } = parsed.data;
  const authorized = await authorizeBattle(user.id, battleId, "battle:play");
  if (!authorized.ok) return { ok: false, message: authorized.message };

  try {
    const result = await strikeTracked(authorized.access, battleId, requestKey, entryId);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(battlePath(authorized.battle.campaignId, battleId));
    return { ok: true, data: { entryId: result.entryId } };
  } catch (error) {
    return unexpectedError("strikeTracked", error);
  }
}

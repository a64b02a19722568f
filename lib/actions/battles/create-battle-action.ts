"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { createBattleFromForm, createBattleSchema } from "@/lib/schemas/battles";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeCampaign } from "@/lib/server/authz/authorize";
import { createBattle } from "@/lib/server/battles/create-battle";
import { type ActionState, unexpectedError } from "../action-result";
import { battlePath, issueMessages, problemErrors } from "./battle-action-helpers";

/** Set-up: the teams, their line-ups and an agreed scenario or event; the battle page follows. */
export async function createBattleAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const user = await requireUser("/campaigns");
  const parsed = createBattleSchema.safeParse(createBattleFromForm(formData));
  if (!parsed.success) return { ok: false, message: issueMessages(parsed.error) };

  const { campaignId, ...input } = parsed.data;
  const authorized = await authorizeCampaign(user.id, campaignId, "battle:create");
  if (!authorized.ok) return { ok: false, message: authorized.message };

  let battleId: string;
  try {
    const result = await createBattle(authorized.access, input);
    if (!result.ok) return { ok: false, message: result.message, fieldErrors: problemErrors(result.problems) };
    battleId = result.battleId;
  } catch (error) {
    return unexpectedError("createBattle", error);
  }
  revalidatePath(`/campaigns/${campaignId}`, "layout");
  redirect(battlePath(campaignId, battleId));
}

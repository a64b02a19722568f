"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { addCharacterSchema } from "@/lib/schemas/character";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeTeam } from "@/lib/server/authz/authorize";
import { addCharacter } from "@/lib/server/characters/add-character";
import { type ActionState, unexpectedError } from "./action-result";
import { CHARACTER_NOT_SAVED_MESSAGE, characterRefusal } from "./character-action-result";

export async function addCharacterAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const user = await requireUser("/campaigns");
  const parsed = addCharacterSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: CHARACTER_NOT_SAVED_MESSAGE, fieldErrors: z.flattenError(parsed.error).fieldErrors };

  const { teamId, ...details } = parsed.data;
  const authorized = await authorizeTeam(user.id, teamId, "character:edit");
  if (!authorized.ok) return { ok: false, message: authorized.message };

  try {
    const result = await addCharacter(authorized.access, teamId, details);
    // A refused sidekick owner is shown beside the owner field; every other refusal as before.
    if (!result.ok) return "field" in result ? { ok: false, message: result.message, fieldErrors: { [result.field]: [result.message] } } : characterRefusal(result);
  } catch (error) {
    return unexpectedError("addCharacter", error);
  }
  revalidatePath(`/campaigns/${authorized.team.campaignId}`, "layout");
  redirect(`/campaigns/${authorized.team.campaignId}/teams/${teamId}`);
}

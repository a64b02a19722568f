"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { renameCharacterSchema } from "@/lib/schemas/character";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeTeam } from "@/lib/server/authz/authorize";
import { renameCharacter } from "@/lib/server/characters/rename-character";
import { type ActionState, unexpectedError } from "./action-result";
import { CHARACTER_NOT_SAVED_MESSAGE } from "./character-action-result";

export async function renameCharacterAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const user = await requireUser("/campaigns");
  const parsed = renameCharacterSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: CHARACTER_NOT_SAVED_MESSAGE, fieldErrors: z.flattenError(parsed.error).fieldErrors };

  const { teamId, characterId, name } = parsed.data;
  const authorized = await authorizeTeam(user.id, teamId, "character:edit");
  if (!authorized.ok) return { ok: false, message: authorized.message };

  try {
    const result = await renameCharacter(authorized.access, teamId, characterId, name);
    if (!result.ok) return { ok: false, message: result.message };
  } catch (error) {
    return unexpectedError("renameCharacter", error);
  }
  revalidatePath(`/campaigns/${authorized.team.campaignId}`, "layout");
  redirect(`/campaigns/${authorized.team.campaignId}/teams/${teamId}`);
}

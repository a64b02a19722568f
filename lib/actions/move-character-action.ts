"use server";
import { revalidatePath } from "next/cache";
import { moveCharacterSchema } from "@/lib/schemas/character";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeTeam } from "@/lib/server/authz/authorize";
import { moveCharacter } from "@/lib/server/characters/move-character";
import { type ActionState, unexpectedError } from "./action-result";

export async function moveCharacterAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const user = await requireUser("/campaigns");
  const parsed = moveCharacterSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: "That character could not be found." };

  const { teamId, characterId, direction } = parsed.data;
  const authorized = await authorizeTeam(user.id, teamId, "character:edit");
  if (!authorized.ok) return { ok: false, message: authorized.message };

  try {
    const result = await moveCharacter(authorized.access, teamId, characterId, direction);
    if (!result.ok) return { ok: false, message: result.message };
  } catch (error) {
    return unexpectedError("moveCharacter", error);
  }
  revalidatePath(`/campaigns/${authorized.team.campaignId}/teams/${teamId}`);
  return { ok: true, data: undefined };
}

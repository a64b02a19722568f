"use server";
import { revalidatePath } from "next/cache";
import { characterRefSchema } from "@/lib/schemas/character";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeTeam } from "@/lib/server/authz/authorize";
import { retireCharacter } from "@/lib/server/characters/retire-character";
import { type ActionState, unexpectedError } from "./action-result";

export async function retireCharacterAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const user = await requireUser("/campaigns");
  const parsed = characterRefSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: "That character could not be found." };

  const { teamId, characterId } = parsed.data;
  const authorized = await authorizeTeam(user.id, teamId, "character:edit");
  if (!authorized.ok) return { ok: false, message: authorized.message };

  try {
    const result = await retireCharacter(authorized.access, teamId, characterId);
    if (!result.ok) return { ok: false, message: result.message };
  } catch (error) {
    return unexpectedError("retireCharacter", error);
  }
  revalidatePath(`/campaigns/${authorized.team.campaignId}`, "layout");
  return { ok: true, data: undefined };
}

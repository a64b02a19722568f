"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { updateCharacterSchema } from "@/lib/games/smf/schemas/character";
import { updateCharacter } from "@/lib/games/smf/server/characters/update-character";
import { CHARACTER_NOT_SAVED_MESSAGE, characterRefusal } from "./character-action-result";
import { refuseFields } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/smf/actions/action-builders";

/** Saves a character's build, then shows the team. */
export const updateCharacterAction = teamAction("character:edit", "updateCharacter")
  .input(updateCharacterSchema, { invalid: refuseFields(CHARACTER_NOT_SAVED_MESSAGE) })
  .run(async ({ access, team, input: { teamId, characterId, ...details } }) => {
    const result = await updateCharacter(access, teamId, characterId, details);
    // A refused sidekick owner is shown beside the owner field; every other refusal as before.
    if (!result.ok) return "field" in result ? { ok: false, message: result.message, fieldErrors: { [result.field]: [result.message] } } : characterRefusal(result);
    revalidatePath(`/campaigns/${team.campaignId}`, "layout");
    redirect(`/campaigns/${team.campaignId}/teams/${teamId}`);
  });

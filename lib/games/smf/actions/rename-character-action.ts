"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { renameCharacterSchema } from "@/lib/games/smf/schemas/character";
import { renameCharacter } from "@/lib/games/smf/server/characters/rename-character";
import { CHARACTER_NOT_SAVED_MESSAGE } from "./character-action-result";
import { refuseFields } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/smf/actions/action-builders";

/** Renames a character, then shows the team. */
export const renameCharacterAction = teamAction("character:edit", "renameCharacter")
  .input(renameCharacterSchema, { invalid: refuseFields(CHARACTER_NOT_SAVED_MESSAGE) })
  .run(async ({ access, team, input: { teamId, characterId, name } }) => {
    const result = await renameCharacter(access, teamId, characterId, name);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}`, "layout");
    redirect(`/campaigns/${team.campaignId}/teams/${teamId}`);
  });

"use server";
import { revalidatePath } from "next/cache";
import { characterRefSchema } from "@/lib/games/smf/schemas/character";
import { deleteCharacter } from "@/lib/games/smf/server/characters/delete-character";
import { CHARACTER_NOT_FOUND_MESSAGE } from "@/lib/actions/action-result";
import { refuseWith } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/smf/actions/action-builders";

/** Deletes a character from the roster; standings may change, so every page of the campaign is refreshed. */
export const deleteCharacterAction = teamAction("character:edit", "deleteCharacter")
  .input(characterRefSchema, { invalid: refuseWith(CHARACTER_NOT_FOUND_MESSAGE) })
  .run(async ({ access, team, input }) => {
    const result = await deleteCharacter(access, team.id, input.characterId);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}`, "layout");
    return { ok: true, data: undefined };
  });

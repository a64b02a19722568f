"use server";
import { revalidatePath } from "next/cache";
import { characterRefSchema } from "@/lib/games/smf/schemas/character";
import { retireCharacter } from "@/lib/games/smf/server/characters/retire-character";
import { CHARACTER_NOT_FOUND_MESSAGE } from "@/lib/actions/action-result";
import { refuseWith } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/smf/actions/action-builders";

/** Retires a character; standings may change, so every page of the campaign is refreshed. */
export const retireCharacterAction = teamAction("character:edit", "retireCharacter")
  .input(characterRefSchema, { invalid: refuseWith(CHARACTER_NOT_FOUND_MESSAGE) })
  .run(async ({ access, team, input }) => {
    const result = await retireCharacter(access, team.id, input.characterId);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}`, "layout");
    return { ok: true, data: undefined };
  });

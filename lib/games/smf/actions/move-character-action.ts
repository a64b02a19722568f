"use server";
import { revalidatePath } from "next/cache";
import { moveCharacterSchema } from "@/lib/games/smf/schemas/character";
import { moveCharacter } from "@/lib/games/smf/server/characters/move-character";
import { CHARACTER_NOT_FOUND_MESSAGE } from "@/lib/actions/action-result";
import { refuseWith } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/smf/actions/action-builders";

/** Moves a character up or down the roster; only the team page shows the order. */
export const moveCharacterAction = teamAction("character:edit", "moveCharacter")
  .input(moveCharacterSchema, { invalid: refuseWith(CHARACTER_NOT_FOUND_MESSAGE) })
  .run(async ({ access, team, input }) => {
    const result = await moveCharacter(access, team.id, input.characterId, input.direction);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}/teams/${team.id}`);
    return { ok: true, data: undefined };
  });

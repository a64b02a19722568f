"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { addCharacterSchema } from "@/lib/games/smf/schemas/character";
import { addCharacter } from "@/lib/games/smf/server/characters/add-character";
import { CHARACTER_NOT_SAVED_MESSAGE, characterRefusal } from "./character-action-result";
import { refuseFields } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/smf/actions/action-builders";

/** Adds a character to the team's roster, then shows the team. */
export const addCharacterAction = teamAction("character:edit", "addCharacter")
  .input(addCharacterSchema, { invalid: refuseFields(CHARACTER_NOT_SAVED_MESSAGE) })
  .run(async ({ access, team, input: { teamId, ...details } }) => {
    const result = await addCharacter(access, teamId, details);
    // A refused sidekick owner is shown beside the owner field; every other refusal as before.
    if (!result.ok) return "field" in result ? { ok: false, message: result.message, fieldErrors: { [result.field]: [result.message] } } : characterRefusal(result);
    revalidatePath(`/campaigns/${team.campaignId}`, "layout");
    redirect(`/campaigns/${team.campaignId}/teams/${teamId}`);
  });

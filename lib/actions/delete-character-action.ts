"use server";
import { characterRefSchema } from "@/lib/schemas/character";
import { deleteCharacter } from "@/lib/server/characters/delete-character";
import type { ActionState } from "./action-result";
import { runRosterEntryAction } from "./roster-entry-action";

export async function deleteCharacterAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  return runRosterEntryAction(formData, characterRefSchema, "deleteCharacter", (access, { teamId, characterId }) => deleteCharacter(access, teamId, characterId), "campaign");
}

"use server";
import { characterRefSchema } from "@/lib/schemas/character";
import { retireCharacter } from "@/lib/server/characters/retire-character";
import type { ActionState } from "./action-result";
import { runRosterEntryAction } from "./roster-entry-action";

export async function retireCharacterAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  return runRosterEntryAction(formData, characterRefSchema, "retireCharacter", (access, { teamId, characterId }) => retireCharacter(access, teamId, characterId), "campaign");
}

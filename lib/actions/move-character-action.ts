"use server";
import { moveCharacterSchema } from "@/lib/schemas/character";
import { moveCharacter } from "@/lib/server/characters/move-character";
import type { ActionState } from "./action-result";
import { runRosterEntryAction } from "./roster-entry-action";

export async function moveCharacterAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  return runRosterEntryAction(
    formData,
    moveCharacterSchema,
    "moveCharacter",
    (access, { teamId, characterId, direction }) => moveCharacter(access, teamId, characterId, direction),
    "team",
  );
}

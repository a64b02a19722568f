import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SmfCharacter } from "@/lib/rules/smf";
import type { ServiceFailure } from "@/lib/service-result";
import { CHARACTER_ROW_SELECT, toSmfCharacter } from "./character-row";

export const CHARACTER_NOT_FOUND_MESSAGE = "That character is not on this team.";
export const CHARACTER_RETIRED_MESSAGE = "That character has retired and can no longer change.";

export type RosterCharacterRefusal = "character-not-found" | "character-retired";

/**
 * A character of this team, looked up by its id AND the stored team's id, so an id from another
 * team or campaign is character-not-found (IDOR). character-retired: retired characters are history.
 */
export async function findRosterCharacter(
  tx: Prisma.TransactionClient,
  teamId: string,
  characterId: string,
): Promise<{ ok: true; character: SmfCharacter; hasFought: boolean } | ServiceFailure<RosterCharacterRefusal>> {
  const row = await tx.character.findFirst({ where: { id: characterId, teamId }, select: { ...CHARACTER_ROW_SELECT, hasFought: true, retiredAt: true } });
  if (!row) return { ok: false, code: "character-not-found", message: CHARACTER_NOT_FOUND_MESSAGE };
  if (row.retiredAt) return { ok: false, code: "character-retired", message: CHARACTER_RETIRED_MESSAGE };
  return { ok: true, character: toSmfCharacter(row), hasFought: row.hasFought };
}

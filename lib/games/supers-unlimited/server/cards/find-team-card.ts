import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ServiceFailure } from "@/lib/service-result";
import { SU_CARD_KIND } from "./card-row";

export const CARD_NOT_FOUND_MESSAGE = "That card is not on this team.";
export const CARD_RETIRED_MESSAGE = "That card has retired and can no longer change.";

export type TeamCardRefusal = "card-not-found" | "card-retired";

/**
 * A card of this team, looked up by its id AND the stored team's id, so an id from another team
 * or campaign (or a row of another kind) is card-not-found (IDOR). card-retired: retired cards are history.
 */
export async function findTeamCard(
  tx: Prisma.TransactionClient,
  teamId: string,
  characterId: string,
): Promise<{ ok: true; card: { id: string; name: string; hasFought: boolean } } | ServiceFailure<TeamCardRefusal>> {
  const row = await tx.character.findFirst({ where: { id: characterId, teamId, kind: SU_CARD_KIND }, select: { id: true, name: true, hasFought: true, retiredAt: true } });
  if (!row) return { ok: false, code: "card-not-found", message: CARD_NOT_FOUND_MESSAGE };
  if (row.retiredAt) return { ok: false, code: "card-retired", message: CARD_RETIRED_MESSAGE };
  return { ok: true, card: { id: row.id, name: row.name, hasFought: row.hasFought } };
}

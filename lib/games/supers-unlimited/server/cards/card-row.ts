import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { parseCard, SU_CARD_VERSION, type SuCard } from "@/lib/rules/supers-unlimited";

/** Character.kind of a Supers Unlimited card: one row per card, the card itself in `build`. */
export const SU_CARD_KIND = "su-card";

/** A roster, in the order the player set: position, then the order cards joined. */
export const CARD_ORDER = [{ position: "asc" }, { createdAt: "asc" }, { id: "asc" }] as const satisfies Prisma.CharacterOrderByWithRelationInput[];

export const CARD_ROW_SELECT = { id: true, name: true, kind: true, build: true, formatVersion: true } as const satisfies Prisma.CharacterSelect;
export type CardRow = Prisma.CharacterGetPayload<{ select: typeof CARD_ROW_SELECT }>;

/**
 * A stored card as the rules library's SuCard, known by its row's id (the card's own `id` is the
 * row's, so validateTeam and the Team Leader name rows). `build` is written only from cards that
 * passed parseCard, in format SU_CARD_VERSION; another kind or format, or a card that no longer
 * parses, means a data migration is missing, which is a programmer error.
 */
export function toSuCard(row: CardRow): SuCard {
  if (row.kind !== SU_CARD_KIND || row.formatVersion !== SU_CARD_VERSION) {
    throw new Error(`Character ${row.id} is a ${row.kind} in format ${row.formatVersion}; this code reads ${SU_CARD_KIND} in format ${SU_CARD_VERSION}`);
  }
  const parsed = parseCard(row.build);
  if (!parsed.ok) throw new Error(`Character ${row.id} holds a card that does not parse: ${parsed.problems.map((p) => p.field).join(", ")}`);
  return { ...parsed.card, id: row.id };
}

export function cardJson(card: SuCard): Prisma.InputJsonValue {
  return card as unknown as Prisma.InputJsonValue;
}

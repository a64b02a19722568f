/**
 * How SMF's character kinds are stored in the shared Character table's `kind` column: text, so
 * one game's kinds (thralls, henchmen groups…) are no Postgres enum; SMF checks its own words.
 *
 * STORED: these strings are in existing rows (migration 20261126192000_character_kind_text kept
 * the old enum's values as they were); renaming one needs a data migration.
 */
import type { CharacterKind } from "../character";

export const SMF_CHARACTER_ROW_KINDS = ["CHARACTER", "HENCHMEN", "SIDEKICK", "THRALL", "VEHICLE"] as const;
export type SmfCharacterRowKind = (typeof SMF_CHARACTER_ROW_KINDS)[number];

/** A full Record, so a kind added to the rules fails the type check until it has a stored word. */
export const SMF_KIND_TO_ROW: Record<CharacterKind, SmfCharacterRowKind> = {
  character: "CHARACTER",
  henchmen: "HENCHMEN",
  sidekick: "SIDEKICK",
  thrall: "THRALL",
  vehicle: "VEHICLE",
};

const KIND_FROM_ROW = Object.fromEntries(Object.entries(SMF_KIND_TO_ROW).map(([kind, row]) => [row, kind])) as Record<SmfCharacterRowKind, CharacterKind>;

export function isSmfCharacterRowKind(kind: string): kind is SmfCharacterRowKind {
  return (SMF_CHARACTER_ROW_KINDS as readonly string[]).includes(kind);
}

/** A stored kind as the rules' kind. Throws on a word SMF does not store: the column is only written from SMF_KIND_TO_ROW. */
export function smfKindFromRow(kind: string): CharacterKind {
  if (!isSmfCharacterRowKind(kind)) throw new Error(`Character kind ${JSON.stringify(kind)} is not one SMF stores`);
  return KIND_FROM_ROW[kind];
}

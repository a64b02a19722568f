import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import {
  SMF_CHARACTER_FORMAT,
  SMF_KIND_TO_ROW,
  smfKindFromRow,
  type CharacterBuild,
  type CharacterCampaignState,
  type CharacterKind,
  type SmfCharacter,
  type SmfCharacterRowKind,
} from "@/lib/rules/smf";

export function kindToRow(kind: CharacterKind): SmfCharacterRowKind {
  return SMF_KIND_TO_ROW[kind];
}

/** A roster, in the order the player set: position, then the order characters joined. */
export const ROSTER_ORDER = [{ position: "asc" }, { createdAt: "asc" }, { id: "asc" }] as const satisfies Prisma.CharacterOrderByWithRelationInput[];

export const CHARACTER_ROW_SELECT = { id: true, name: true, kind: true, build: true, state: true, formatVersion: true } as const satisfies Prisma.CharacterSelect;

/**
 * A stored character as the rules library's SmfCharacter. `build` and `state` are written only
 * from validated CharacterBuilds and freshCampaignState, in format SMF_CHARACTER_FORMAT; another
 * format means a data migration is missing, which is a programmer error.
 */
export function toSmfCharacter(row: Prisma.CharacterGetPayload<{ select: typeof CHARACTER_ROW_SELECT }>): SmfCharacter {
  if (row.formatVersion !== SMF_CHARACTER_FORMAT) {
    throw new Error(`Character ${row.id} is stored in format ${row.formatVersion}; this code reads format ${SMF_CHARACTER_FORMAT}`);
  }
  return {
    id: row.id,
    name: row.name,
    kind: smfKindFromRow(row.kind),
    build: row.build as unknown as CharacterBuild,
    state: row.state as unknown as CharacterCampaignState,
  };
}

export function toJson(value: CharacterBuild | CharacterCampaignState): Prisma.InputJsonValue {
  return value as unknown as Prisma.InputJsonValue;
}

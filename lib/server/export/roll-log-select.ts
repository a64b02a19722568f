import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * The roll log's columns a campaign file carries, the same for every game system (the Roll table
 * is generic): each system's file writer maps the ones its format keeps, never the row's id.
 */
export const ROLL_LOG_EXPORT_SELECT = {
  sequence: true,
  battleId: true,
  slot: true,
  purpose: true,
  label: true,
  sides: true,
  faces: true,
  source: true,
  teamId: true,
  teamName: true,
  characterId: true,
  characterName: true,
  actorName: true,
  createdAt: true,
} as const satisfies Prisma.RollSelect;

import type { RollSource } from "@/lib/generated/prisma/enums";

/** One line of the campaign's roll log; names are the copies stored with the roll. */
export interface RollLogRow {
  id: string;
  sequence: number;
  label: string;
  purpose: string;
  sides: number;
  faces: number[];
  source: RollSource;
  /** Came in with an imported campaign file (Roll.isImported). */
  isImported: boolean;
  teamName: string | null;
  characterName: string | null;
  actorName: string;
  createdAt: Date;
  battleId: string | null;
  issue: number | null;
  /** The roll belongs to a battle an organiser undid: it stays on record, marked. */
  isUndone: boolean;
  /** The roll belongs to a battle cancelled after it: nothing of it was applied, the roll stays, marked. */
  isCancelled: boolean;
}

/** One page of the campaign's roll log (listRolls), newest roll first. */
export interface RollLogPage {
  rolls: RollLogRow[];
  /** Pass as `beforeSequence` for the next (older) page; null on the last page. */
  nextBeforeSequence: number | null;
}

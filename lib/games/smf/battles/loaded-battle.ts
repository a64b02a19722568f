/**
 * A stored battle as the services read it and the battle pages render it: the columns read
 * (BATTLE_SELECT, the one select every battle read uses) and their JSON read as the shapes they
 * hold. Types and the select only: the reads themselves are in lib/games/smf/server/battles/load-battle.ts.
 */
import type { BattleResult, BattleStatus } from "@/lib/battles/battle-status";
import type { BattleGetPayload, BattleSelect } from "@/lib/generated/prisma/models";
import type { PostBattleEvent } from "@/lib/rules/smf";
import type { BattleData } from "./battle-stages";

export const BATTLE_SELECT = {
  id: true,
  campaignId: true,
  issue: true,
  status: true,
  details: true,
  snapshot: true,
  preBattleChoices: true,
  preBattle: true,
  report: true,
  reportedById: true,
  reportedByName: true,
  postBattleChoices: true,
  postBattleStep: true,
  postBattleState: true,
  postBattleEvents: true,
  throwCursor: true,
  applyCount: true,
  version: true,
  lastChange: true,
  createdAt: true,
  resolvedAt: true,
  undoneAt: true,
  teams: { orderBy: { position: "asc" }, select: { teamId: true, teamName: true, ownerId: true, ownerName: true, lineUp: true, result: true } },
  campaign: {
    select: {
      name: true,
      gameSystem: true,
      settings: true,
      reportConfirmation: true,
      teamControl: true,
      appDiceOnly: true,
      finishedAt: true,
    },
  },
} as const satisfies BattleSelect;

/** The row as Postgres returns it: its status and results are text (lib/battles/battle-status.ts). */
export type StoredBattleRow = BattleGetPayload<{ select: typeof BATTLE_SELECT }>;

/** The row as the services use it: its status and its teams' results read as the declared words. */
export type BattleRow = Omit<StoredBattleRow, "status" | "teams"> & {
  status: BattleStatus;
  teams: Array<Omit<StoredBattleRow["teams"][number], "result"> & { result: BattleResult | null }>;
};

/** A stored battle, with its JSON columns read as the shapes they hold. */
export interface LoadedBattle {
  row: BattleRow;
  data: BattleData;
  events: PostBattleEvent[];
}

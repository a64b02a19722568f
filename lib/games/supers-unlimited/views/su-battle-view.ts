/**
 * A Supers Unlimited battle as its services read it and its battle pages render it: the columns
 * read (SU_BATTLE_SELECT, the one select every read of one uses) and their JSON read as the shapes
 * they hold. Types and the select only: the reads are in lib/games/supers-unlimited/server/battles/load-su-battle.ts.
 */
import type { BattleResult, BattleStatus } from "@/lib/battles/battle-status";
import type { BattleGetPayload, BattleSelect } from "@/lib/generated/prisma/models";
import type { SuLeagueSettings } from "../campaign-settings";
import type { SuSetUpOptions, SuSetUpPlayer } from "../battles/set-up-steps";
import type { SuBattleDetails } from "../battles/su-battle-details";
import type { SuBattleSide } from "../battles/score-result";

export const SU_BATTLE_SELECT = {
  id: true,
  campaignId: true,
  issue: true,
  status: true,
  details: true,
  version: true,
  lastChange: true,
  createdAt: true,
  createdByName: true,
  resolvedAt: true,
  undoneAt: true,
  undoneByName: true,
  teams: { orderBy: { position: "asc" }, select: { teamId: true, teamName: true, ownerId: true, ownerName: true, lineUp: true, result: true } },
  campaign: { select: { gameSystem: true, settings: true, appDiceOnly: true } },
} as const satisfies BattleSelect;

export type SuBattleRow = BattleGetPayload<{ select: typeof SU_BATTLE_SELECT }>;

/** A Supers Unlimited battle read with its league's options: what every battle service works on. */
export interface LoadedSuBattle {
  /** Its status read as a declared word (lib/battles/battle-status.ts). */
  row: Omit<SuBattleRow, "details" | "teams" | "status"> & { status: BattleStatus };
  details: SuBattleDetails;
  sides: Array<SuBattleSide & { ownerId: string | null; ownerName: string; result: BattleResult | null }>;
  settings: SuLeagueSettings;
  options: SuSetUpOptions;
  players: SuSetUpPlayer[];
  /** Team id → name, for the rules library's summaries. */
  names: Map<string, string>;
}

import type { BattleResult, BattleStatus } from "@/lib/battles/battle-status";
import type { SuBattleDetails, SuLineUpEntry } from "../battles/su-battle-details";

/** A league battle as its lists show it (the battles page, the journal, the public page): its record and its teams' copied names, line-ups and results. */
export interface SuBattleListRow {
  id: string;
  issue: number;
  status: BattleStatus;
  details: SuBattleDetails;
  createdAt: Date;
  resolvedAt: Date | null;
  teams: Array<{ teamId: string; teamName: string; result: BattleResult | null; lineUp: SuLineUpEntry[] }>;
}

import "server-only";
import { withBattleResult, withBattleStatus } from "@/lib/battles/battle-status";
import type { BattleResult, BattleStatus } from "@/lib/battles/battle-status";
import { db } from "@/lib/server/db";
import { readVsgmrDetails, type VsgmrBattleDetails } from "../../battles/battle-details";

export interface VsgmrBattleListRow {
  id: string;
  issue: number;
  status: BattleStatus;
  createdAt: Date;
  resolvedAt: Date | null;
  details: VsgmrBattleDetails;
  teams: Array<{ teamId: string; teamName: string; result: BattleResult | null }>;
}

/** The series' battles, newest issue first (Battle's [campaignId, issue] index), cancelled ones left out. */
export async function listVsgmrBattles(campaignId: string): Promise<VsgmrBattleListRow[]> {
  const rows = await db.battle.findMany({
    where: { campaignId, status: { not: "CANCELLED" } },
    orderBy: { issue: "desc" },
    select: {
      id: true,
      issue: true,
      status: true,
      createdAt: true,
      resolvedAt: true,
      details: true,
      teams: { orderBy: { position: "asc" }, select: { teamId: true, teamName: true, result: true } },
    },
  });
  return rows.map((row) => ({ ...withBattleStatus(row), details: readVsgmrDetails(row.details), teams: row.teams.map(withBattleResult) }));
}

import "server-only";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";

export interface BattleResultRow {
  id: string;
  issue: number;
  resolvedAt: Date | null;
  createdByName: string;
  teams: Array<{ teamName: string; result: string | null }>;
}

/**
 * The campaign's battles as the generic battles page lists them (a result-only game that draws no
 * list of its own), latest issue first, each with its teams' results: one query (Battle's
 * [campaignId, issue] key, BattleTeam's [battleId, teamId] key).
 */
export async function listBattleResults(access: CampaignAccess): Promise<BattleResultRow[]> {
  return db.battle.findMany({
    where: { campaignId: access.campaignId },
    orderBy: { issue: "desc" },
    select: { id: true, issue: true, resolvedAt: true, createdByName: true, teams: { orderBy: { position: "asc" }, select: { teamName: true, result: true } } },
  });
}

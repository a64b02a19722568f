import "server-only";
import { withBattleResult, withBattleStatus } from "@/lib/battles/battle-status";
import { db } from "@/lib/server/db";
import { readSuBattleDetails, readSuLineUp } from "../../battles/su-battle-details";
import type { SuBattleListRow } from "../../views/su-battle-list-row";

export type { SuBattleListRow };

/**
 * A league's battles, newest issue first, with their teams' copied names, line-ups and results,
 * and their record (set-up and score): one query for the battles (served by Battle
 * @@unique([campaignId, issue])) and one for their teams.
 */
export async function listSuBattles(campaignId: string, { resolvedOnly = false }: { resolvedOnly?: boolean } = {}): Promise<SuBattleListRow[]> {
  const rows = await db.battle.findMany({
    where: { campaignId, ...(resolvedOnly ? { status: "RESOLVED" } : {}) },
    orderBy: { issue: "desc" },
    select: {
      id: true,
      issue: true,
      status: true,
      details: true,
      createdAt: true,
      resolvedAt: true,
      teams: { orderBy: { position: "asc" }, select: { teamId: true, teamName: true, result: true, lineUp: true } },
    },
  });
  return rows.map((row) => ({
    ...withBattleStatus(row),
    details: readSuBattleDetails(row.details),
    teams: row.teams.map((t) => ({ ...withBattleResult(t), lineUp: readSuLineUp(t.lineUp) })),
  }));
}

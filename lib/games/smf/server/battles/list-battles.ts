import "server-only";
import { withBattleResult, withBattleStatus } from "@/lib/battles/battle-status";
import { readSmfBattleDetails } from "@/lib/rules/smf";
import { db } from "@/lib/server/db";

/**
 * The campaign's battles, newest issue first, with their teams' copied names and results: one
 * query for the battles (served by Battle @@unique([campaignId, issue])) and one for their teams.
 */
export async function listBattles(campaignId: string) {
  const rows = await db.battle.findMany({
    where: { campaignId },
    orderBy: { issue: "desc" },
    select: {
      id: true,
      issue: true,
      status: true,
      details: true,
      createdAt: true,
      teams: { orderBy: { position: "asc" }, select: { teamId: true, teamName: true, result: true } },
    },
  });
  return rows.map((row) => ({ ...withBattleStatus(row), details: readSmfBattleDetails(row.details), teams: row.teams.map(withBattleResult) }));
}
export type BattleListRow = Awaited<ReturnType<typeof listBattles>>[number];

import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { WIN_LOSS_DRAW, type BattleResultKind } from "@/lib/game-contract/game-system";
import { db } from "@/lib/server/db";
import type { TeamRecord } from "@/lib/views/standings";

export const NO_RECORD: TeamRecord = { played: 0, won: 0, lost: 0, drawn: 0 };

/**
 * Every team's record in a campaign in one grouped query. Battle's [campaignId, status] index
 * finds the campaign's resolved battles; BattleTeam's unique [battleId, teamId] index joins their
 * teams. Each stored result counts as the game declares it (`results`: won, lost or drawn; a
 * result it does not declare is played but neither). A team without a resolved battle is absent
 * from the map: read it with `recordOf`.
 */
export async function teamRecords(campaignId: string, tx: Prisma.TransactionClient = db, results: readonly BattleResultKind[] = WIN_LOSS_DRAW): Promise<Map<string, TeamRecord>> {
  const rows = await tx.$queryRaw<Array<{ teamId: string; result: string | null; count: number }>>`
    SELECT bt."teamId", bt."result", COUNT(*)::int AS "count"
    FROM "Battle" b
    JOIN "BattleTeam" bt ON bt."battleId" = b.id
    WHERE b."campaignId" = ${campaignId} AND b."status" = 'RESOLVED'
    GROUP BY bt."teamId", bt."result"`;
  const counts = new Map(results.map((kind) => [kind.id, kind.counts]));
  const records = new Map<string, TeamRecord>();
  for (const { teamId, result, count } of rows) {
    const record = records.get(teamId) ?? { ...NO_RECORD };
    record.played += count;
    const meaning = result === null ? undefined : counts.get(result);
    if (meaning) record[meaning] += count;
    records.set(teamId, record);
  }
  return records;
}

export function recordOf(records: ReadonlyMap<string, TeamRecord>, teamId: string): TeamRecord {
  return records.get(teamId) ?? NO_RECORD;
}

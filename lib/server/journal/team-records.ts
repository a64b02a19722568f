import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { TeamRecord } from "@/lib/views/standings";

export const NO_RECORD: TeamRecord = { played: 0, won: 0, lost: 0, drawn: 0 };

/**
 * Every team's record in a campaign in one grouped query. Battle's [campaignId, status] index
 * finds the campaign's resolved battles; BattleTeam's unique [battleId, teamId] index joins their
 * teams. A team without a resolved battle is absent from the map: read it with `recordOf`.
 */
export async function teamRecords(campaignId: string, tx: Prisma.TransactionClient = db): Promise<Map<string, TeamRecord>> {
  const rows = await tx.$queryRaw<Array<{ teamId: string } & TeamRecord>>`
    SELECT bt."teamId",
           COUNT(*)::int AS "played",
           COUNT(*) FILTER (WHERE bt."result" = 'WON')::int AS "won",
           COUNT(*) FILTER (WHERE bt."result" = 'LOST')::int AS "lost",
           COUNT(*) FILTER (WHERE bt."result" = 'DRAW')::int AS "drawn"
    FROM "Battle" b
    JOIN "BattleTeam" bt ON bt."battleId" = b.id
    WHERE b."campaignId" = ${campaignId} AND b."status" = 'RESOLVED'
    GROUP BY bt."teamId"`;
  return new Map(rows.map(({ teamId, ...record }) => [teamId, record]));
}

export function recordOf(records: ReadonlyMap<string, TeamRecord>, teamId: string): TeamRecord {
  return records.get(teamId) ?? NO_RECORD;
}

import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { StoryPointTotals } from "@/lib/ledger/ledger-totals";

/**
 * The counters of any number of teams in one grouped query (no query per team). Never stored:
 * the ledger rows are the only truth, so a total cannot drift from them. A team without entries
 * is absent from the map; read it with `totalsOf`.
 *
 * Ruling R8: earned is the sum of the gains. An undone battle adds reversal rows (reversesEntryId
 * set) whose delta is the negative of the entry they cancel, so a reversal counts its negative
 * part against earned: undoing a gain takes it back out of earned, while undoing a spend (a
 * positive reversal) gives the balance back without counting as SP earned.
 */
export async function storyPointTotals(teamIds: readonly string[], tx: Prisma.TransactionClient = db): Promise<Map<string, StoryPointTotals>> {
  if (teamIds.length === 0) return new Map();
  return totalsWhere(Prisma.sql`"teamId" IN (${Prisma.join([...teamIds])})`, tx);
}

/**
 * The counters of every team of a campaign, archived ones too, in one grouped query: the teams by
 * Team's [campaignId, archivedAt] index, their entries by StoryPointEntry's [teamId, createdAt]
 * index. Needs no team ids first, so it can run beside the query that lists the teams.
 */
export async function campaignStoryPointTotals(campaignId: string, tx: Prisma.TransactionClient = db): Promise<Map<string, StoryPointTotals>> {
  return totalsWhere(Prisma.sql`"teamId" IN (SELECT "id" FROM "Team" WHERE "campaignId" = ${campaignId})`, tx);
}

async function totalsWhere(teams: Prisma.Sql, tx: Prisma.TransactionClient): Promise<Map<string, StoryPointTotals>> {
  const rows = await tx.$queryRaw<{ teamId: string; balance: number; earned: number }[]>`
    SELECT "teamId",
           SUM("delta")::int AS "balance",
           SUM(CASE WHEN "reversesEntryId" IS NULL THEN GREATEST("delta", 0) ELSE LEAST("delta", 0) END)::int AS "earned"
    FROM "StoryPointEntry"
    WHERE ${teams}
    GROUP BY "teamId"`;
  return new Map(rows.map((row) => [row.teamId, { balance: row.balance, earned: row.earned }]));
}

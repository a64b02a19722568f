import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";

/** A team's two story-point counters (Ruling R8), derived from its ledger entries. */
export interface StoryPointTotals {
  /** Sum of every delta: pays costs and decides the campaign goal. */
  balance: number;
  /** Sum of the positive deltas: never falls, drives milestones. */
  earned: number;
}

export const NO_STORY_POINTS: StoryPointTotals = { balance: 0, earned: 0 };

/**
 * The counters of any number of teams in one grouped query (no query per team). Never stored:
 * the ledger rows are the only truth, so a total cannot drift from them. A team without entries
 * is absent from the map; read it with `totalsOf`.
 */
export async function storyPointTotals(teamIds: readonly string[], tx: Prisma.TransactionClient = db): Promise<Map<string, StoryPointTotals>> {
  if (teamIds.length === 0) return new Map();
  const rows = await tx.$queryRaw<{ teamId: string; balance: number; earned: number }[]>`
    SELECT "teamId",
           SUM("delta")::int AS "balance",
           COALESCE(SUM("delta") FILTER (WHERE "delta" > 0), 0)::int AS "earned"
    FROM "StoryPointEntry"
    WHERE "teamId" IN (${Prisma.join([...teamIds])})
    GROUP BY "teamId"`;
  return new Map(rows.map((row) => [row.teamId, { balance: row.balance, earned: row.earned }]));
}

export function totalsOf(totals: ReadonlyMap<string, StoryPointTotals>, teamId: string): StoryPointTotals {
  return totals.get(teamId) ?? NO_STORY_POINTS;
}

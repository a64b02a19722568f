import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { storyPointTotals } from "./story-point-totals";
import { totalsOf } from "@/lib/ledger/ledger-totals";
import type { LedgerLine, LedgerPage } from "@/lib/ledger/ledger-page";

export const LEDGER_PAGE_SIZE = 25;

type LedgerRow = Omit<LedgerLine, "isReversal" | "isUndone"> & { reversesEntryId: string | null; reversedById: string | null };

/**
 * A team's ledger, newest first, `LEDGER_PAGE_SIZE` lines a page, in one query: the running
 * balance is a window sum over the team's whole ledger (in the order the entries were written,
 * id breaking ties) taken before the page is cut, so every page shows true balances; the issue
 * number and the reversal that undid an entry are joined in (Battle by id, StoryPointEntry by
 * its unique reversesEntryId), so there is no query per line. The team's (teamId, createdAt)
 * index serves the scan. `before`: the id of the last line of the previous page; an id that is
 * not this team's gives an empty page.
 *
 * The caller passed authorizeTeam(…, "ledger:view") for this team.
 */
export async function listLedger(teamId: string, { before }: { before?: string } = {}): Promise<LedgerPage> {
  const cursor = before
    ? Prisma.sql`WHERE (l."createdAt", l."id") < (SELECT c."createdAt", c."id" FROM "StoryPointEntry" c WHERE c."id" = ${before} AND c."teamId" = ${teamId})`
    : Prisma.empty;
  const rows = await db.$queryRaw<LedgerRow[]>`
    WITH l AS (
      SELECT e."id", e."createdAt", e."delta", e."reason", e."note", e."actorName", e."battleId", e."reversesEntryId",
             SUM(e."delta") OVER (ORDER BY e."createdAt", e."id" ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)::int AS "balanceAfter"
      FROM "StoryPointEntry" e
      WHERE e."teamId" = ${teamId}
    )
    SELECT l."id", l."createdAt", l."delta", l."reason", l."note", l."actorName", l."balanceAfter", l."reversesEntryId",
           b."issue", r."id" AS "reversedById"
    FROM l
    LEFT JOIN "Battle" b ON b."id" = l."battleId"
    LEFT JOIN "StoryPointEntry" r ON r."reversesEntryId" = l."id"
    ${cursor}
    ORDER BY l."createdAt" DESC, l."id" DESC
    LIMIT ${LEDGER_PAGE_SIZE + 1}`;
  const hasMore = rows.length > LEDGER_PAGE_SIZE;
  const lines = rows.slice(0, LEDGER_PAGE_SIZE).map(({ reversesEntryId, reversedById, ...line }) => ({
    ...line,
    isReversal: reversesEntryId !== null,
    isUndone: reversedById !== null,
  }));
  return { lines, nextCursor: hasMore ? lines.at(-1)!.id : null };
}

/** The ledger page's heading: the team's name, whether it is archived, and its two counters. */
export async function getLedgerTeam(teamId: string) {
  const [team, totals] = await Promise.all([db.team.findUniqueOrThrow({ where: { id: teamId }, select: { name: true, archivedAt: true } }), storyPointTotals([teamId])]);
  return { ...team, storyPoints: totalsOf(totals, teamId) };
}

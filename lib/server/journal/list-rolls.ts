import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { RollLogPage, RollLogRow } from "@/lib/views/roll-log";

export const ROLL_LOG_PAGE_SIZE = 50;

/**
 * One page of the campaign's roll log, newest first, for a member who passed
 * authorizeCampaign(…, "roll:view"). The cursor is the per-campaign sequence number, so rolls
 * made while someone reads never shift a page; Roll's unique [campaignId, sequence] index serves
 * the order and the cursor. `issue` keeps only that issue's rolls: the battle by Battle's unique
 * [campaignId, issue] index, its rolls by Roll's unique [battleId, slot] index. One query: each
 * roll's battle (its issue, and whether it was undone or cancelled) comes by a join on its key, where Prisma
 * would load the battles with a second query.
 */
export async function listRolls(access: CampaignAccess, { beforeSequence, issue }: { beforeSequence?: number; issue?: number } = {}): Promise<{ ok: true } & RollLogPage> {
  const rows = await db.$queryRaw<RollLogRow[]>`
    SELECT r."id", r."sequence", r."label", r."purpose", r."sides", r."faces", r."source"::text AS "source", r."isImported",
           r."teamName", r."characterName", r."actorName", r."createdAt", r."battleId",
           b."issue", COALESCE(b."status" = 'UNDONE', false) AS "isUndone",
           COALESCE(b."status" = 'CANCELLED', false) AS "isCancelled"
    FROM "Roll" r
    LEFT JOIN "Battle" b ON b."id" = r."battleId"
    WHERE r."campaignId" = ${access.campaignId}
      ${beforeSequence !== undefined ? Prisma.sql`AND r."sequence" < ${beforeSequence}` : Prisma.empty}
      ${issue !== undefined ? Prisma.sql`AND r."battleId" = (SELECT "id" FROM "Battle" WHERE "campaignId" = ${access.campaignId} AND "issue" = ${issue})` : Prisma.empty}
    ORDER BY r."sequence" DESC
    LIMIT ${ROLL_LOG_PAGE_SIZE + 1}`;
  const page = rows.slice(0, ROLL_LOG_PAGE_SIZE);
  return { ok: true, rolls: page, nextBeforeSequence: rows.length > ROLL_LOG_PAGE_SIZE ? page.at(-1)!.sequence : null };
}

/** The issues that have rolls, newest first, for the log's filter (Battle's [campaignId, issue] index; each battle's rolls by Roll's [battleId, slot] index). */
export async function listRollIssues(access: CampaignAccess): Promise<number[]> {
  const battles = await db.$queryRaw<Array<{ issue: number }>>`
    SELECT b."issue"
    FROM "Battle" b
    WHERE b."campaignId" = ${access.campaignId} AND EXISTS (SELECT 1 FROM "Roll" r WHERE r."battleId" = b."id")
    ORDER BY b."issue" DESC`;
  return battles.map((b) => b.issue);
}

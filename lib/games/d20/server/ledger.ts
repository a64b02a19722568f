import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { HERO_POINT_CURRENCY, type HeroPointEntry } from "@/lib/rules/d20";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { d20LedgerReasonOf } from "../game-words";

/** A hero's hero-point balance, summed from the append-only ledger (never stored). */
export async function heroPointBalanceIn(tx: Prisma.TransactionClient, teamId: string): Promise<number> {
  const sum = await tx.storyPointEntry.aggregate({ where: { teamId, currency: HERO_POINT_CURRENCY }, _sum: { delta: true } });
  return sum._sum.delta ?? 0;
}

/** Writes one hero-point entry of the rules (awardHeroPoint, spendHeroPoint…) under its idempotency key. */
export async function writeHeroPointEntry(tx: Prisma.TransactionClient, access: CampaignAccess, teamId: string, entry: HeroPointEntry, idempotencyKey: string): Promise<void> {
  await tx.storyPointEntry.create({
    data: {
      teamId,
      campaignId: access.campaignId,
      currency: entry.currency,
      delta: entry.delta,
      reason: d20LedgerReasonOf(entry.reason),
      note: entry.note ?? "",
      actorId: access.userId,
      actorName: access.actorName,
      idempotencyKey,
    },
  });
}

/**
 * Reverses every hero-point entry whose key starts with `prefix` and that is not reversed yet: a
 * new entry each, the negative of the one it cancels (the ledger is append-only; an undo is a
 * reversal, keyed "<reversed id>:undo" as in every game).
 */
export async function reverseHeroPointsIn(tx: Prisma.TransactionClient, access: CampaignAccess, prefix: string): Promise<number> {
  const entries = await tx.storyPointEntry.findMany({
    where: { campaignId: access.campaignId, currency: HERO_POINT_CURRENCY, idempotencyKey: { startsWith: prefix }, reversesEntryId: null },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, teamId: true, delta: true, reason: true, note: true },
  });
  const reversed = await tx.storyPointEntry.findMany({ where: { reversesEntryId: { in: entries.map((entry) => entry.id) } }, select: { reversesEntryId: true } });
  const done = new Set(reversed.map((row) => row.reversesEntryId));
  const rows = entries
    .filter((entry) => !done.has(entry.id))
    .map((entry) => ({
      teamId: entry.teamId,
      campaignId: access.campaignId,
      currency: HERO_POINT_CURRENCY,
      delta: -entry.delta,
      reason: entry.reason,
      note: `Undone: ${entry.note}`.slice(0, 200),
      reversesEntryId: entry.id,
      actorId: access.userId,
      actorName: access.actorName,
      idempotencyKey: `${entry.id}:undo`,
    }));
  if (rows.length > 0) await tx.storyPointEntry.createMany({ data: rows });
  return rows.length;
}

/** The key prefix of every hero-point entry a conflict wrote (its spends on checks). */
export const conflictLedgerPrefix = (sessionId: string, conflictId: string) => `d20:${sessionId}:${conflictId}:`;
/** The key prefix of every hero-point entry an adventure wrote. */
export const adventureLedgerPrefix = (sessionId: string) => `d20:${sessionId}:`;

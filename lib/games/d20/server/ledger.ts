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

/** Writes one hero-point entry of the rules (awardHeroPoint, spendHeroPoint…) under its idempotency key; answers its id. */
export async function writeHeroPointEntry(tx: Prisma.TransactionClient, access: CampaignAccess, teamId: string, entry: HeroPointEntry, idempotencyKey: string): Promise<string> {
  const written = await tx.storyPointEntry.create({
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
    select: { id: true },
  });
  return written.id;
}

/**
 * Reverses the campaign's hero-point entries named by id that are not reversed yet: a new entry
 * each, the negative of the one it cancels (the ledger is append-only; an undo is a reversal,
 * keyed "<reversed id>:undo" as in every game). The ids come from the adventure's own record
 * (conflict-record.ts), never from a key's shape, so a copy read from a campaign file is undone
 * the same. An id not found in the campaign is passed over.
 */
export async function reverseHeroPointsIn(tx: Prisma.TransactionClient, access: CampaignAccess, entryIds: readonly string[]): Promise<number> {
  if (entryIds.length === 0) return 0;
  const entries = await tx.storyPointEntry.findMany({
    where: { id: { in: [...entryIds] }, campaignId: access.campaignId, currency: HERO_POINT_CURRENCY, reversesEntryId: null },
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

/** The key of a hero-point entry a conflict's tap wrote (its idempotency only: the undo finds the entry by the id the tap keeps). */
export const conflictLedgerKey = (sessionId: string, conflictId: string, requestKey: string) => `d20:${sessionId}:${conflictId}:${requestKey}`;
/** The key of a hero's starting points for an adventure. */
export const adventureStartLedgerKey = (sessionId: string, teamId: string) => `d20:${sessionId}:start:${teamId}`;

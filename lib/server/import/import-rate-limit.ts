import "server-only";
import { db } from "@/lib/server/db";

/**
 * How many files one user may have read by the imports and their previews (team and campaign
 * together) per window. A preview and its import are two; ten a minute leaves room to fix a file
 * and try again, while bounding what one account can make the server parse (security issue,
 * item 5: a few large previews at once held every other request up for seconds).
 */
export const MAX_IMPORTS_PER_WINDOW = 10;
export const IMPORT_WINDOW_SECONDS = 60;

export function importRateLimitMessage(retryAfterSeconds: number): string {
  return `You have checked or imported ${MAX_IMPORTS_PER_WINDOW} files in the last minute, the most Longbox reads for one person. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}.`;
}

export type ImportReservation = { ok: true } | { ok: false; retryAfterSeconds: number; message: string };

/**
 * Counts a read of a file for `userId`, or refuses it when the window is full. Requests of one
 * user take turns on a transaction-scoped advisory lock keyed by their id, so however many arrive
 * at once exactly MAX_IMPORTS_PER_WINDOW get through; other users never wait on it. A refused
 * request is not counted, so asking again does not push the wait back.
 */
export async function reserveImportAttempt(userId: string, now = new Date()): Promise<ImportReservation> {
  const since = new Date(now.getTime() - IMPORT_WINDOW_SECONDS * 1000);
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('import-rate-limit'), hashtext(${userId}))`;
    // Old rows only ever matter for this window: dropping them here keeps the table small.
    await tx.importAttempt.deleteMany({ where: { userId, createdAt: { lte: since } } });
    const recent = await tx.importAttempt.findMany({
      where: { userId, createdAt: { gt: since } },
      orderBy: { createdAt: "desc" },
      take: MAX_IMPORTS_PER_WINDOW,
      select: { createdAt: true },
    });
    if (recent.length < MAX_IMPORTS_PER_WINDOW) {
      await tx.importAttempt.create({ data: { userId, createdAt: now } });
      return { ok: true };
    }
    // Open again when the oldest of the newest MAX_IMPORTS_PER_WINDOW leaves the window.
    const opensAt = recent[recent.length - 1]!.createdAt.getTime() + IMPORT_WINDOW_SECONDS * 1000;
    const retryAfterSeconds = Math.max(1, Math.ceil((opensAt - now.getTime()) / 1000));
    return { ok: false, retryAfterSeconds, message: importRateLimitMessage(retryAfterSeconds) };
  });
}

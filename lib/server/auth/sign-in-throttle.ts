import "server-only";
import { db } from "@/lib/server/db";

/** After this many failed password sign-ins for one email within the window, refuse for a while. */
export const MAX_FAILURES = 5;
export const WINDOW_MINUTES = 15;

export interface ThrottleState {
  isLocked: boolean;
  /** Whole minutes until the oldest counted failure leaves the window. */
  retryAfterMinutes: number;
}

export async function checkSignInThrottle(email: string, now = new Date()): Promise<ThrottleState> {
  const since = new Date(now.getTime() - WINDOW_MINUTES * 60_000);
  const failures = await db.signInFailure.findMany({
    where: { email: email.toLowerCase(), createdAt: { gt: since } },
    orderBy: { createdAt: "desc" },
    take: MAX_FAILURES,
    select: { createdAt: true },
  });
  if (failures.length < MAX_FAILURES) return { isLocked: false, retryAfterMinutes: 0 };
  const oldest = failures[failures.length - 1]!.createdAt;
  const unlocksAt = oldest.getTime() + WINDOW_MINUTES * 60_000;
  return { isLocked: true, retryAfterMinutes: Math.max(1, Math.ceil((unlocksAt - now.getTime()) / 60_000)) };
}

/**
 * Records an attempt as a failure BEFORE its password is checked, then counts the window's rows.
 * Simultaneous attempts each see the rows of those that started before them, so however many
 * arrive at once, at most MAX_FAILURES per window get a password check (checking first and
 * recording after let every one of a burst through: found by tests/reliability/fast/security.test.ts).
 * A wrong password leaves the row as its failure; the caller clears them all on a success. A
 * refused attempt removes its row: it checked nothing, so it does not lengthen the lock.
 */
export async function reserveSignInAttempt(email: string, now = new Date()): Promise<{ ok: true } | { ok: false; retryAfterMinutes: number }> {
  const normalised = email.toLowerCase();
  const since = new Date(now.getTime() - WINDOW_MINUTES * 60_000);
  const attempt = await db.signInFailure.create({ data: { email: normalised }, select: { id: true } });
  const inWindow = await db.signInFailure.count({ where: { email: normalised, createdAt: { gt: since } } });
  if (inWindow <= MAX_FAILURES) return { ok: true };
  await db.signInFailure.deleteMany({ where: { id: attempt.id } });
  const throttle = await checkSignInThrottle(normalised, now);
  return { ok: false, retryAfterMinutes: Math.max(1, throttle.retryAfterMinutes) };
}

/** A successful sign-in clears the email's failures. */
export async function clearSignInFailures(email: string) {
  await db.signInFailure.deleteMany({ where: { email: email.toLowerCase() } });
}

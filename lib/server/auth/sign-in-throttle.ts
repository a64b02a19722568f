import "server-only";
import { db } from "@/lib/server/db";

/** After this many failed password sign-ins for one email within the window, refuse for a while. */
export const MAX_FAILURES = 5;
/**
 * After this many from one address, whatever the emails, refuse that address for a while: one
 * machine trying a password on many accounts. Generous, since a club or a school shares an address.
 * Counted only where the address can be trusted (lib/http/client-address.ts).
 */
export const MAX_CLIENT_FAILURES = 20;
export const WINDOW_MINUTES = 15;

/** Who is trying: the email as typed, and the address it came from when known. */
export interface SignInAttempt {
  email: string;
  clientAddress?: string | null;
}

/** What a lock is on: the email typed, or the address the attempts come from. */
export type LockedBy = "email" | "address";

export type ThrottleState =
  | { isLocked: false; retryAfterMinutes: 0 }
  /** retryAfterMinutes: whole minutes until enough counted failures leave the window. */
  | { isLocked: true; retryAfterMinutes: number; lockedBy: LockedBy };

const OPEN: ThrottleState = { isLocked: false, retryAfterMinutes: 0 };

/** Locked when the newest `limit` failures matching `where` all fall in the window; open again when the oldest of them leaves it. */
async function lockFor(where: { email: string } | { clientAddress: string }, limit: number, now: Date): Promise<ThrottleState> {
  const since = new Date(now.getTime() - WINDOW_MINUTES * 60_000);
  const failures = await db.signInFailure.findMany({
    where: { ...where, createdAt: { gt: since } },
    orderBy: { createdAt: "desc" },
    take: limit,
    select: { createdAt: true },
  });
  if (failures.length < limit) return OPEN;
  const unlocksAt = failures[failures.length - 1]!.createdAt.getTime() + WINDOW_MINUTES * 60_000;
  const lockedBy: LockedBy = "email" in where ? "email" : "address";
  return { isLocked: true, retryAfterMinutes: Math.max(1, Math.ceil((unlocksAt - now.getTime()) / 60_000)), lockedBy };
}

export async function checkSignInThrottle({ email, clientAddress }: SignInAttempt, now = new Date()): Promise<ThrottleState> {
  const [byEmail, byClient] = await Promise.all([
    lockFor({ email: email.toLowerCase() }, MAX_FAILURES, now),
    clientAddress ? lockFor({ clientAddress }, MAX_CLIENT_FAILURES, now) : OPEN,
  ]);
  // Both locked: the one that lasts longer is the one to tell.
  if (byEmail.isLocked && (!byClient.isLocked || byEmail.retryAfterMinutes >= byClient.retryAfterMinutes)) return byEmail;
  return byClient;
}

/**
 * Records an attempt as a failure BEFORE its password is checked, then counts the window's rows.
 * Simultaneous attempts each see the rows of those that started before them, so however many
 * arrive at once, at most MAX_FAILURES per email (and MAX_CLIENT_FAILURES per address) per window
 * get a password check (checking first and recording after let every one of a burst through:
 * found by tests/reliability/fast/security.test.ts). A wrong password leaves the row as its
 * failure; the caller clears the email's rows on a success. A refused attempt removes its row: it
 * checked nothing, so it does not lengthen the lock.
 */
export async function reserveSignInAttempt(
  { email, clientAddress = null }: SignInAttempt,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; retryAfterMinutes: number; lockedBy: LockedBy }> {
  const normalised = email.toLowerCase();
  const since = new Date(now.getTime() - WINDOW_MINUTES * 60_000);
  const attempt = await db.signInFailure.create({ data: { email: normalised, clientAddress }, select: { id: true } });
  const [forEmail, forClient] = await Promise.all([
    db.signInFailure.count({ where: { email: normalised, createdAt: { gt: since } } }),
    clientAddress ? db.signInFailure.count({ where: { clientAddress, createdAt: { gt: since } } }) : 0,
  ]);
  if (forEmail <= MAX_FAILURES && forClient <= MAX_CLIENT_FAILURES) return { ok: true };
  await db.signInFailure.deleteMany({ where: { id: attempt.id } });
  const throttle = await checkSignInThrottle({ email: normalised, clientAddress }, now);
  // Open again already (the oldest failure left the window meanwhile): say one minute, by what filled up.
  if (!throttle.isLocked) return { ok: false, retryAfterMinutes: 1, lockedBy: forEmail > MAX_FAILURES ? "email" : "address" };
  return { ok: false, retryAfterMinutes: throttle.retryAfterMinutes, lockedBy: throttle.lockedBy };
}

/** A successful sign-in clears the email's failures (those from its address for other emails stay). */
export async function clearSignInFailures(email: string) {
  await db.signInFailure.deleteMany({ where: { email: email.toLowerCase() } });
}

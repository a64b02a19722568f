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

export async function recordSignInFailure(email: string) {
  await db.signInFailure.create({ data: { email: email.toLowerCase() } });
}

/** A successful sign-in clears the email's failures. */
export async function clearSignInFailures(email: string) {
  await db.signInFailure.deleteMany({ where: { email: email.toLowerCase() } });
}

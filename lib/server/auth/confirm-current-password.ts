import "server-only";
import { verifyPassword } from "./passwords";
import { recordSecurityEvent } from "./security-events";
import { checkSignInThrottle, clearSignInFailures, reserveSignInAttempt } from "./sign-in-throttle";

export const WRONG_CURRENT_PASSWORD_MESSAGE = "That is not your current password.";

export type CurrentPasswordCheck = { ok: true } | { ok: false; code: "wrong-password" | "throttled"; message: string };

const throttledMessage = (minutes: number) => `Too many wrong passwords for this account. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;

/**
 * The signed-in user's current password, asked again before a change that matters (a new password,
 * deleting the account). It counts against the same per-email limit as signing in
 * (sign-in-throttle.ts), so a session left open on someone else's screen is no way to guess the
 * password. An account without one (made by email link) has nothing to confirm.
 */
export async function confirmCurrentPassword(user: { id: string; email: string; passwordHash: string | null }, password: string): Promise<CurrentPasswordCheck> {
  if (!user.passwordHash) return { ok: true };
  const attempt = { email: user.email.toLowerCase(), clientAddress: null };
  const throttle = await checkSignInThrottle(attempt);
  if (throttle.isLocked) return { ok: false, code: "throttled", message: throttledMessage(throttle.retryAfterMinutes) };
  const reserved = await reserveSignInAttempt(attempt);
  if (!reserved.ok) return { ok: false, code: "throttled", message: throttledMessage(reserved.retryAfterMinutes) };
  if (!(await verifyPassword(user.passwordHash, password))) {
    // The reserved row stays as this failure, and the owner's log shows it.
    await recordSecurityEvent(user.id, "SIGN_IN_FAILED", "wrong current password");
    return { ok: false, code: "wrong-password", message: WRONG_CURRENT_PASSWORD_MESSAGE };
  }
  await clearSignInFailures(attempt.email);
  return { ok: true };
}

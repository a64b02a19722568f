import "server-only";
import { db } from "@/lib/server/db";
import { burnPasswordCheck, verifyPassword } from "./passwords";
import { recordSecurityEvent } from "./security-events";
import { checkSignInThrottle, clearSignInFailures, reserveSignInAttempt, type LockedBy } from "./sign-in-throttle";

export type CredentialsResult =
  | { ok: true; user: { id: string; email: string; name: string | null } }
  | { ok: false; code: "invalid-credentials" }
  /** The right password for an account whose email was never confirmed: refused until it is. */
  | { ok: false; code: "unverified" }
  | { ok: false; code: "throttled"; retryAfterMinutes: number; lockedBy: LockedBy };

/**
 * Checks an email and password. A wrong password and an unknown email give the same answer
 * (and take the same time); repeated failures for one email, or from one address (when the
 * address is known: lib/http/client-address.ts), lock it for a while.
 */
export async function verifyCredentials(email: string, password: string, clientAddress: string | null = null): Promise<CredentialsResult> {
  const normalised = email.trim().toLowerCase();
  const attempt = { email: normalised, clientAddress };
  const throttle = await checkSignInThrottle(attempt);
  if (throttle.isLocked) return { ok: false, code: "throttled", retryAfterMinutes: throttle.retryAfterMinutes, lockedBy: throttle.lockedBy };
  const reserved = await reserveSignInAttempt(attempt);
  if (!reserved.ok) return { ok: false, code: "throttled", retryAfterMinutes: reserved.retryAfterMinutes, lockedBy: reserved.lockedBy };

  const user = await db.user.findUnique({
    where: { email: normalised },
    select: { id: true, email: true, name: true, passwordHash: true, emailVerified: true },
  });
  const isValid = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : (await burnPasswordCheck(password), false);
  // The reserved row stays as this failure; an existing account also gets it in its owner's log.
  if (!user || !isValid) {
    if (user) await recordSecurityEvent(user.id, "SIGN_IN_FAILED", "wrong password");
    return { ok: false, code: "invalid-credentials" };
  }
  await clearSignInFailures(normalised);
  // Told only after the right password, so it reveals nothing to someone guessing. Until the owner
  // of the address follows the link, the password may be an impostor's (account pre-hijacking).
  if (!user.emailVerified) return { ok: false, code: "unverified" };
  return { ok: true, user: { id: user.id, email: user.email, name: user.name } };
}

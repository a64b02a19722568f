import "server-only";
import { db } from "@/lib/server/db";
import { recordSecurityEvent } from "@/lib/server/auth/security-events";
import { endSessions, sessionsEnded } from "@/lib/server/auth/sessions";

/**
 * An email link just proved who reads this address. `kind`:
 * - "confirm-sign-up": the link mailed at sign-up; following it confirms the password chosen there
 *   (Auth.js then marks the email verified).
 * - "sign-in": an ordinary sign-in link. If the account's password was never confirmed, whoever
 *   set it may not own the address (an impostor signing up with someone else's email before they
 *   do): that password is removed, with the display name chosen at that sign-up (the owner never
 *   chose it, and the group would see it on their account), and any session made with it ended, so
 *   the owner, now signed in, is the only one left. The owner can choose a password again (forgot your password).
 * Returns whether an unconfirmed password was removed.
 */
export async function settleLinkSignIn(userId: string, kind: "confirm-sign-up" | "sign-in"): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { emailVerified: true, passwordHash: true } });
    // A first link sign-in creates its account after this (Auth.js), confirmed: nothing to settle.
    if (!user || user.emailVerified) return false;
    await recordSecurityEvent(userId, "EMAIL_CONFIRMED", kind === "confirm-sign-up" ? "by the sign-up link" : "by a sign-in link", tx);
    if (kind === "confirm-sign-up" || !user.passwordHash) return false;
    const { count } = await tx.user.updateMany({ where: { id: userId, emailVerified: null, passwordHash: { not: null } }, data: { passwordHash: null, name: null } });
    if (count === 0) return false;
    const ended = await endSessions(userId, {}, tx);
    await recordSecurityEvent(userId, "UNCONFIRMED_PASSWORD_REMOVED", sessionsEnded(ended), tx);
    return true;
  });
}

/** Whether `email` belongs to a password account still waiting for its confirmation link. */
export async function isAwaitingConfirmation(email: string): Promise<boolean> {
  const user = await db.user.findUnique({ where: { email }, select: { emailVerified: true, passwordHash: true } });
  return user !== null && user.emailVerified === null && user.passwordHash !== null;
}

import "server-only";
import { db } from "@/lib/server/db";
import { endSessions } from "@/lib/server/auth/sessions";

/**
 * An email link just proved who reads this address. `kind`:
 * - "confirm-sign-up": the link mailed at sign-up; following it confirms the password chosen there
 *   (Auth.js then marks the email verified).
 * - "sign-in": an ordinary sign-in link. If the account's password was never confirmed, whoever
 *   set it may not own the address (an impostor signing up with someone else's email before they
 *   do): that password is removed and any session made with it ended, so the owner, now signed
 *   in, is the only one left. The owner can choose a password again (forgot your password).
 * Returns whether an unconfirmed password was removed.
 */
export async function settleLinkSignIn(userId: string, kind: "confirm-sign-up" | "sign-in"): Promise<boolean> {
  if (kind === "confirm-sign-up") return false;
  return db.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({ where: { id: userId, emailVerified: null, passwordHash: { not: null } }, data: { passwordHash: null } });
    if (count === 0) return false;
    await endSessions(userId, {}, tx);
    return true;
  });
}

/** Whether `email` belongs to a password account still waiting for its confirmation link. */
export async function isAwaitingConfirmation(email: string): Promise<boolean> {
  const user = await db.user.findUnique({ where: { email }, select: { emailVerified: true, passwordHash: true } });
  return user !== null && user.emailVerified === null && user.passwordHash !== null;
}

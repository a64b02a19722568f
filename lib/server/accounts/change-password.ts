import "server-only";
import { db } from "@/lib/server/db";
import { confirmCurrentPassword } from "@/lib/server/auth/confirm-current-password";
import { hashPassword } from "@/lib/server/auth/passwords";
import { recordSecurityEvent } from "@/lib/server/auth/security-events";
import { endSessions, sessionsEnded } from "@/lib/server/auth/sessions";

export { WRONG_CURRENT_PASSWORD_MESSAGE } from "@/lib/server/auth/confirm-current-password";

export type ChangePasswordResult = { ok: true; endedSessions: number } | { ok: false; code: "wrong-password" | "throttled"; message: string };

/**
 * Changes a signed-in user's password: the current one must be given (an account that has none,
 * made by email link, sets its first), within the sign-in limit per email (confirm-current-password.ts). Every other session ends; `sessionId`, the browser making
 * the change, stays signed in.
 */
export async function changePassword(userId: string, sessionId: string | null, currentPassword: string, newPassword: string): Promise<ChangePasswordResult> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, email: true, passwordHash: true } });
  const confirmed = await confirmCurrentPassword(user, currentPassword);
  if (!confirmed.ok) return confirmed;
  const passwordHash = await hashPassword(newPassword);
  const endedSessions = await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    const count = await endSessions(userId, { except: sessionId }, tx);
    await recordSecurityEvent(userId, "PASSWORD_CHANGED", `${sessionsEnded(count)} on other browsers`, tx);
    return count;
  });
  return { ok: true, endedSessions };
}

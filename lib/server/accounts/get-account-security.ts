import "server-only";
import { db } from "@/lib/server/db";
import { listSecurityEvents } from "@/lib/server/auth/security-events";

/**
 * What the account page shows about signing in: whether a password is set, the open sessions and
 * the latest security events. The caller passes the signed-in user's own id.
 */
export async function getAccountSecurity(userId: string, now = new Date()) {
  const [user, openSessions, events] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } }),
    db.session.count({ where: { userId, expires: { gt: now } } }),
    listSecurityEvents(userId),
  ]);
  return { hasPassword: user.passwordHash !== null, openSessions, events };
}

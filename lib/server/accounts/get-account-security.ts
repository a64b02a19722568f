import "server-only";
import { db } from "@/lib/server/db";

/** What the account page shows about signing in: whether a password is set, and the open sessions. */
export async function getAccountSecurity(userId: string, now = new Date()) {
  const [user, openSessions] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } }),
    db.session.count({ where: { userId, expires: { gt: now } } }),
  ]);
  return { hasPassword: user.passwordHash !== null, openSessions };
}

import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/server/db";

/** How long a sign-in lasts (the JWT's and its row's lifetime). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * A new session row for a sign-in; its id goes into the JWT. 256 random bits: the JWT is encrypted,
 * but the id alone must not be guessable either.
 */
export async function startSession(userId: string, now = new Date()): Promise<string> {
  const sessionToken = randomBytes(32).toString("base64url");
  await db.session.create({ data: { sessionToken, userId, expires: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000) } });
  return sessionToken;
}

/** Whether the session a JWT names is still live: one lookup by the unique sessionToken. */
export async function isSessionLive(sessionToken: string, userId: string, now = new Date()): Promise<boolean> {
  const row = await db.session.findUnique({ where: { sessionToken }, select: { userId: true, expires: true } });
  return row !== null && row.userId === userId && row.expires > now;
}

/** Ends one session (sign-out). */
export async function endSession(sessionToken: string): Promise<void> {
  await db.session.deleteMany({ where: { sessionToken } });
}

/**
 * Ends every session of a user ("sign out everywhere", a password reset), or every one but
 * `except` (a password change keeps the browser that made it). Returns how many ended.
 */
export async function endSessions(userId: string, options: { except?: string | null } = {}, tx: Pick<typeof db, "session"> = db): Promise<number> {
  const { count } = await tx.session.deleteMany({ where: { userId, ...(options.except ? { sessionToken: { not: options.except } } : {}) } });
  return count;
}

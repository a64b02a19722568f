import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/server/db";
import { recordSecurityEvent } from "./security-events";

/** How long a sign-in lasts (the JWT's and its row's lifetime). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

type Tx = Pick<typeof db, "session" | "securityEvent">;

const sessionsEnded = (count: number) => `${count} session${count === 1 ? "" : "s"} ended`;

/**
 * A new session row for a sign-in, with its entry in the security log; its id goes into the JWT.
 * 256 random bits: the JWT is encrypted, but the id alone must not be guessable either.
 */
export async function startSession(userId: string, options: { method?: string; now?: Date } = {}): Promise<string> {
  const now = options.now ?? new Date();
  const sessionToken = randomBytes(32).toString("base64url");
  await db.$transaction([
    db.session.create({ data: { sessionToken, userId, expires: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000) } }),
    db.securityEvent.create({ data: { userId, kind: "SIGNED_IN", detail: options.method ?? null } }),
  ]);
  return sessionToken;
}

/** Whether the session a JWT names is still live: one lookup by the unique sessionToken. */
export async function isSessionLive(sessionToken: string, userId: string, now = new Date()): Promise<boolean> {
  const row = await db.session.findUnique({ where: { sessionToken }, select: { userId: true, expires: true } });
  return row !== null && row.userId === userId && row.expires > now;
}

/** Ends one session (sign-out). */
export async function endSession(sessionToken: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const row = await tx.session.findUnique({ where: { sessionToken }, select: { userId: true } });
    if (!row) return;
    const { count } = await tx.session.deleteMany({ where: { sessionToken } });
    if (count > 0) await recordSecurityEvent(row.userId, "SIGNED_OUT", null, tx);
  });
}

/**
 * Ends every session of a user, or every one but `except` (a password change keeps the browser
 * that made it), in the caller's transaction. Returns how many ended; the caller logs why.
 */
export async function endSessions(userId: string, options: { except?: string | null } = {}, tx: Pick<typeof db, "session"> = db): Promise<number> {
  const { count } = await tx.session.deleteMany({ where: { userId, ...(options.except ? { sessionToken: { not: options.except } } : {}) } });
  return count;
}

/** "Sign out everywhere": every session of the user ends, logged. */
export async function signOutEverywhere(userId: string): Promise<number> {
  return db.$transaction(async (tx: Tx) => {
    const count = await endSessions(userId, {}, tx);
    await recordSecurityEvent(userId, "SIGNED_OUT_EVERYWHERE", sessionsEnded(count), tx);
    return count;
  });
}

export { sessionsEnded };

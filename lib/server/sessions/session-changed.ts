import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CampaignAccess } from "@/lib/server/authz/authorize";

/** The Postgres channel every app instance listens on for sessions (battle-events.ts holds the one listening connection). */
export const SESSION_CHANGED_CHANNEL = "session_changed";

/**
 * What an open session page is told when its session changes (session-event-stream.ts): the
 * game's own version of what the page shows (a page compares it with the one it was rendered
 * with), the change in one line, and who made it (kept on the server: each stream turns it into
 * `isOwn` for its viewer).
 */
export interface SessionChange {
  sessionId: string;
  version: number;
  summary: string;
  actorId: string | null;
}

const MAX_SUMMARY = 300;

/**
 * Tells every open page of a session that it changed, in the caller's transaction: pg_notify
 * delivers it only when the transaction commits (never if it rolls back). A game's session
 * services call it after their last write; `version` is the game's own count of the session's
 * changes, `what` completes "<actor> …".
 */
export async function sessionChanged(
  tx: Prisma.TransactionClient,
  sessionId: string,
  version: number,
  actor: Pick<CampaignAccess, "userId" | "actorName">,
  what: string,
): Promise<SessionChange> {
  const change: SessionChange = { sessionId, version, summary: `${actor.actorName} ${what}`.slice(0, MAX_SUMMARY), actorId: actor.userId };
  await tx.$executeRaw`SELECT pg_notify(${SESSION_CHANGED_CHANNEL}, ${JSON.stringify(change)})`;
  return change;
}

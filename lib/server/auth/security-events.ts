import "server-only";
import type { SecurityEventKind } from "@/lib/generated/prisma/enums";
import { db } from "@/lib/server/db";
import type { SecurityEventView } from "@/lib/views/security-event-view";

type Writer = Pick<typeof db, "securityEvent">;

/** Appends to the account's security log, in the caller's transaction when given one. */
export async function recordSecurityEvent(userId: string, kind: SecurityEventKind, detail: string | null = null, tx: Writer = db): Promise<void> {
  await tx.securityEvent.create({ data: { userId, kind, detail } });
}

export const SECURITY_EVENT_LABELS: Record<SecurityEventKind, string> = {
  SIGNED_IN: "Signed in",
  SIGN_IN_FAILED: "Failed password sign-in",
  SIGNED_OUT: "Signed out",
  SIGNED_OUT_EVERYWHERE: "Signed out everywhere",
  PASSWORD_CHANGED: "Password changed",
  PASSWORD_RESET: "Password reset by email link",
  EMAIL_CONFIRMED: "Email confirmed",
  UNCONFIRMED_PASSWORD_REMOVED: "Unconfirmed password removed",
};

/** The account's latest security events, newest first (its owner's own log: the caller passes the signed-in user's id). */
export async function listSecurityEvents(userId: string, take = 20): Promise<SecurityEventView[]> {
  const rows = await db.securityEvent.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: { id: true, kind: true, detail: true, createdAt: true },
  });
  return rows.map((row) => ({ id: row.id, label: SECURITY_EVENT_LABELS[row.kind], detail: row.detail, at: row.createdAt }));
}

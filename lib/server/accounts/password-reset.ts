import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { appOrigin } from "@/lib/app-origin";
import { db } from "@/lib/server/db";
import { sendAccountLink } from "@/lib/server/auth/magic-link-mail";
import { hashPassword } from "@/lib/server/auth/passwords";
import { recordSecurityEvent } from "@/lib/server/auth/security-events";
import { endSessions, sessionsEnded } from "@/lib/server/auth/sessions";
import { clearSignInFailures } from "@/lib/server/auth/sign-in-throttle";

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 60;

export const RESET_LINK_REFUSED_MESSAGE = "That link has expired or was already used. Ask for a new one.";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export function passwordResetPath(token: string) {
  return `/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * Mails a reset link if `email` has an account, and does nothing otherwise (the form answers the
 * same either way, so it reveals no accounts). Only the token's SHA-256 is stored; a new request
 * replaces the account's unused links, so only the latest one works.
 */
export async function requestPasswordReset(email: string, now = new Date()): Promise<void> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, email: true } });
  if (!user) return;
  const token = randomBytes(32).toString("base64url");
  const expires = new Date(now.getTime() + RESET_LINK_MINUTES * 60_000);
  await db.$transaction([
    db.passwordResetToken.deleteMany({ where: { userId: user.id, usedAt: null } }),
    db.passwordResetToken.create({ data: { userId: user.id, tokenHash: hashOf(token), expiresAt: expires } }),
  ]);
  await sendAccountLink({ identifier: user.email, url: new URL(passwordResetPath(token), appOrigin()).toString(), expires, purpose: "reset-password" });
}

/** Whether a reset link can still be used (the page asks before showing its form). */
export async function isResetTokenUsable(token: string, now = new Date()): Promise<boolean> {
  const row = await db.passwordResetToken.findUnique({ where: { tokenHash: hashOf(token) }, select: { usedAt: true, expiresAt: true } });
  return row !== null && row.usedAt === null && row.expiresAt > now;
}

export type ResetPasswordResult = { ok: true; email: string } | { ok: false; code: "link-refused"; message: string };

/**
 * Sets a new password from a reset link, once. The link proved the address, so the email counts as
 * confirmed; every session ends (whoever knew the old password is signed out too). The token is
 * claimed with a guarded update, so two submits of one link set one password.
 */
export async function resetPassword(token: string, password: string, now = new Date()): Promise<ResetPasswordResult> {
  const refused = { ok: false, code: "link-refused", message: RESET_LINK_REFUSED_MESSAGE } as const;
  const passwordHash = await hashPassword(password);
  const email = await db.$transaction(async (tx) => {
    const row = await tx.passwordResetToken.findUnique({ where: { tokenHash: hashOf(token) }, select: { id: true, userId: true, usedAt: true, expiresAt: true } });
    if (!row || row.usedAt || row.expiresAt <= now) return null;
    const claimed = await tx.passwordResetToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
    if (claimed.count === 0) return null;
    const user = await tx.user.findUniqueOrThrow({ where: { id: row.userId }, select: { email: true, emailVerified: true } });
    await tx.user.update({ where: { id: row.userId }, data: { passwordHash, emailVerified: user.emailVerified ?? now } });
    const count = await endSessions(row.userId, {}, tx);
    await recordSecurityEvent(row.userId, "PASSWORD_RESET", sessionsEnded(count), tx);
    if (!user.emailVerified) await recordSecurityEvent(row.userId, "EMAIL_CONFIRMED", "by the password reset link", tx);
    return user.email;
  });
  if (!email) return refused;
  await clearSignInFailures(email);
  return { ok: true, email };
}

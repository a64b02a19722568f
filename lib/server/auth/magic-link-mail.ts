import "server-only";
import { appendFile } from "node:fs/promises";
import path from "node:path";
import { appOrigin, onAppOrigin } from "@/lib/app-origin";

/**
 * Delivers account links by mail. With SMTP settings (SMTP_URL, or SMTP_HOST/SMTP_PORT/SMTP_USER/
 * SMTP_PASSWORD, and EMAIL_FROM) it sends real mail; without them it writes the link to the
 * server log and appends it to `<data folder>/magic-links.log`, so a local group can still use it.
 */
export function smtpTransport(): string | Record<string, unknown> | undefined {
  if (process.env.SMTP_URL) return process.env.SMTP_URL;
  if (!process.env.SMTP_HOST) return undefined;
  return {
    host: process.env.SMTP_HOST,
    port: Number(process.env.SMTP_PORT ?? 587),
    secure: process.env.SMTP_SECURE === "true",
    auth: process.env.SMTP_USER ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASSWORD ?? "" } : undefined,
  };
}

export const mailFrom = () => process.env.EMAIL_FROM ?? "Longbox <longbox@localhost>";

export function magicLinkOutboxPath() {
  return path.join(process.env.LONGBOX_DATA_DIR ?? path.join(process.cwd(), ".data"), "magic-links.log");
}

/** What a link does; the mail's wording follows it. "sign-up-attempt" tells an owner of a sign-up with their address (its link is the sign-in page). */
export type AccountLinkPurpose = "sign-in" | "confirm-email" | "reset-password" | "sign-up-attempt";

const WORDING: Record<AccountLinkPurpose, { log: string; subject: string; lead: string; button: string; lasts: string }> = {
  "sign-in": { log: "Magic sign-in link", subject: "Sign in to Longbox", lead: "Sign in to Longbox:", button: "Sign in", lasts: "The link works once and expires in 24 hours." },
  "confirm-email": {
    log: "Email confirmation link",
    subject: "Confirm your email for Longbox",
    lead: "Confirm your email to finish creating your Longbox account:",
    button: "Confirm and sign in",
    lasts: "The link works once and expires in 24 hours. If you did not create this account, ignore this email: nobody can sign in with its password until the link is used.",
  },
  "reset-password": {
    log: "Password reset link",
    subject: "Choose a new Longbox password",
    lead: "Choose a new password for your Longbox account:",
    button: "Choose a new password",
    lasts: "The link works once and expires in 1 hour.",
  },
  "sign-up-attempt": {
    log: "Sign-up attempt notice",
    subject: "Someone tried to sign up to Longbox with your email",
    lead: "Someone tried to create a Longbox account with this email address, which already has one. If it was you, sign in instead (the sign-in page can mail you a link, or a new password):",
    button: "Sign in",
    lasts: "Nothing changed on your account, and whoever tried was told only to check this inbox.",
  },
};

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Delivers an account link (sign-in, email confirmation, password reset). Defence in depth: a link
 * whose origin is not the configured one (lib/app-origin.ts) is rebuilt on it before it leaves, so
 * even a link made from a forged Host or X-Forwarded-Host header never carries its token elsewhere.
 */
export async function sendAccountLink(params: { identifier: string; url: string; expires: Date; purpose: AccountLinkPurpose }) {
  const origin = appOrigin();
  const { url, wasRebuilt } = onAppOrigin(params.url, origin);
  if (wasRebuilt) console.warn(`[longbox] An account link for another origin (${new URL(params.url, origin).origin}) was rebuilt on ${origin}.`);
  const wording = WORDING[params.purpose];
  const transport = smtpTransport();
  if (!transport) {
    const line = JSON.stringify({ to: params.identifier, purpose: params.purpose, url, expires: params.expires.toISOString(), at: new Date().toISOString() });
    console.log(`[longbox] ${wording.log} for ${params.identifier} (no SMTP configured): ${url}`);
    await appendFile(magicLinkOutboxPath(), line + "\n", { mode: 0o600 });
    return;
  }
  const { createTransport } = await import("nodemailer");
  const host = new URL(url).host;
  await createTransport(transport as Parameters<typeof createTransport>[0]).sendMail({
    to: params.identifier,
    from: mailFrom(),
    subject: `${wording.subject} (${host})`,
    text: `${wording.lead}\n${url}\n\n${wording.lasts} If you did not ask for it, ignore this email.\n`,
    html: `<p>${escapeHtml(wording.lead)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(wording.button)}</a></p><p>${escapeHtml(wording.lasts)} If you did not ask for it, ignore this email.</p>`,
  });
}

/**
 * Tells the owner of an address that a sign-up was tried with it (lib/actions/sign-up-action.ts):
 * the form answers the same whether or not the address has an account, so this mail is how its
 * owner learns, and where a forgetful owner finds the way back in.
 */
export function sendSignUpAttemptNotice(email: string) {
  return sendAccountLink({ identifier: email, url: new URL("/sign-in", appOrigin()).href, expires: new Date(), purpose: "sign-up-attempt" });
}

export function sendMagicLink(params: { identifier: string; url: string; expires: Date }) {
  return sendAccountLink({ ...params, purpose: "sign-in" });
}

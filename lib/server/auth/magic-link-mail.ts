import "server-only";
import { appendFile } from "node:fs/promises";
import path from "node:path";

/**
 * Delivers a magic sign-in link. With SMTP settings (SMTP_URL, or SMTP_HOST/SMTP_PORT/SMTP_USER/
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

export async function sendMagicLink(params: { identifier: string; url: string; expires: Date }) {
  const transport = smtpTransport();
  if (!transport) {
    const line = JSON.stringify({ to: params.identifier, url: params.url, expires: params.expires.toISOString(), at: new Date().toISOString() });
    console.log(`[longbox] Magic sign-in link for ${params.identifier} (no SMTP configured): ${params.url}`);
    await appendFile(magicLinkOutboxPath(), line + "\n", { mode: 0o600 });
    return;
  }
  const { createTransport } = await import("nodemailer");
  const host = new URL(params.url).host;
  await createTransport(transport as Parameters<typeof createTransport>[0]).sendMail({
    to: params.identifier,
    from: mailFrom(),
    subject: `Sign in to Longbox (${host})`,
    text: `Sign in to Longbox:\n${params.url}\n\nThe link works once and expires in 24 hours. If you did not ask for it, ignore this email.\n`,
    html: `<p>Sign in to Longbox:</p><p><a href="${params.url}">Sign in</a></p><p>The link works once and expires in 24 hours. If you did not ask for it, ignore this email.</p>`,
  });
}

import "server-only";
import { db } from "@/lib/server/db";
import { requestClientAddress } from "./request-client-address";

/**
 * Requests that mail someone (sign-in links, confirmation links, password resets) or make an
 * account: per email, so nobody can flood an inbox or churn someone's links; per address (when a
 * trusted proxy vouches for it, lib/http/client-address.ts), so one machine cannot sweep many.
 */
export const MAX_EMAIL_REQUESTS = 5;
export const MAX_ADDRESS_REQUESTS = 30;
export const EMAIL_REQUEST_WINDOW_MINUTES = 60;

export type EmailRequestLimit = { ok: true } | { ok: false; retryAfterMinutes: number; limitedBy: "email" | "address" };

/** Minutes until the oldest of the newest `limit` requests matching `where` leaves the window. */
async function minutesUntilOpen(where: { email: string } | { clientAddress: string }, limit: number, now: Date): Promise<number> {
  const rows = await db.emailRequest.findMany({
    where: { ...where, createdAt: { gt: new Date(now.getTime() - EMAIL_REQUEST_WINDOW_MINUTES * 60_000) } },
    orderBy: { createdAt: "desc" },
    take: limit,
    select: { createdAt: true },
  });
  const oldest = rows.at(-1)?.createdAt.getTime() ?? now.getTime();
  return Math.max(1, Math.ceil((oldest + EMAIL_REQUEST_WINDOW_MINUTES * 60_000 - now.getTime()) / 60_000));
}

/**
 * Records the request first, then counts the window's rows (as reserveSignInAttempt does, so a
 * burst of simultaneous requests cannot all slip under the limit); a refused request removes its
 * row, so refusals do not lengthen the wait.
 */
export async function reserveEmailRequest({ email, clientAddress = null }: { email: string; clientAddress?: string | null }, now = new Date()): Promise<EmailRequestLimit> {
  const normalised = email.trim().toLowerCase();
  const since = new Date(now.getTime() - EMAIL_REQUEST_WINDOW_MINUTES * 60_000);
  // Stamped with `now`, the same clock the window is counted on.
  const row = await db.emailRequest.create({ data: { email: normalised, clientAddress, createdAt: now }, select: { id: true } });
  const [forEmail, forAddress] = await Promise.all([
    db.emailRequest.count({ where: { email: normalised, createdAt: { gt: since } } }),
    clientAddress ? db.emailRequest.count({ where: { clientAddress, createdAt: { gt: since } } }) : 0,
  ]);
  if (forEmail <= MAX_EMAIL_REQUESTS && forAddress <= MAX_ADDRESS_REQUESTS) return { ok: true };
  await db.emailRequest.deleteMany({ where: { id: row.id } });
  if (forEmail > MAX_EMAIL_REQUESTS) return { ok: false, limitedBy: "email", retryAfterMinutes: await minutesUntilOpen({ email: normalised }, MAX_EMAIL_REQUESTS, now) };
  return { ok: false, limitedBy: "address", retryAfterMinutes: await minutesUntilOpen({ clientAddress: clientAddress! }, MAX_ADDRESS_REQUESTS, now) };
}

/** The limit for a request from the current request's address. */
export async function limitEmailRequest(email: string): Promise<EmailRequestLimit> {
  return reserveEmailRequest({ email, clientAddress: await requestClientAddress() });
}

export function emailRequestLimitMessage(limit: Extract<EmailRequestLimit, { ok: false }>): string {
  const source = limit.limitedBy === "email" ? "for this email" : "from your network";
  const minutes = limit.retryAfterMinutes;
  return `Too many requests ${source}. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

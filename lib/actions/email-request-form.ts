import { emailRequestLimitMessage, limitEmailRequest } from "@/lib/server/auth/email-request-limit";

/**
 * Every form that asks for a mail to an address (a reset link, a confirmation link again, a
 * sign-in link, a new account) counts the request against the per-email and per-address limits
 * first. The refusal to send back to the form, or null when the mail may go.
 */
export async function emailRequestRefusal(email: string): Promise<{ ok: false; message: string } | null> {
  const limit = await limitEmailRequest(email);
  return limit.ok ? null : { ok: false, message: emailRequestLimitMessage(limit) };
}

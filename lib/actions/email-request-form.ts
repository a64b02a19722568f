import { z } from "zod";
import { emailOnlySchema } from "@/lib/schemas/auth";
import { emailRequestLimitMessage, limitEmailRequest } from "@/lib/server/auth/email-request-limit";
import { CHECK_FIELDS_MESSAGE, formValues } from "./action-result";

/**
 * The front of every form that asks for a mail to an address (a reset link, a confirmation link
 * again): the email parsed, then counted against the per-email and per-address request limits.
 * Either the email to act on, or the state to send back to the form.
 */
export async function readEmailRequest(formData: FormData): Promise<{ ok: true; email: string } | { ok: false; message: string; fieldErrors?: Record<string, string[] | undefined>; values: Record<string, string> }> {
  const values = formValues(formData, ["email"]);
  const parsed = emailOnlySchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: CHECK_FIELDS_MESSAGE, fieldErrors: z.flattenError(parsed.error).fieldErrors, values };
  const limit = await limitEmailRequest(parsed.data.email);
  if (!limit.ok) return { ok: false, message: emailRequestLimitMessage(limit), values };
  return { ok: true, email: parsed.data.email };
}

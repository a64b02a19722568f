"use server";
import { z } from "zod";
import { emailOnlySchema } from "@/lib/schemas/auth";
import { requestPasswordReset } from "@/lib/server/accounts/password-reset";
import { emailRequestLimitMessage, limitEmailRequest } from "@/lib/server/auth/email-request-limit";
import { type ActionState, formValues } from "./action-result";

/** Mails a reset link when the address has an account; answers the same either way. */
export async function requestPasswordResetAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const values = formValues(formData, ["email"]);
  const parsed = emailOnlySchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return { ok: false, message: "Check the highlighted fields.", fieldErrors: z.flattenError(parsed.error).fieldErrors, values };
  }
  const limit = await limitEmailRequest(parsed.data.email);
  if (!limit.ok) return { ok: false, message: emailRequestLimitMessage(limit), values };
  await requestPasswordReset(parsed.data.email);
  return { ok: true, data: undefined };
}

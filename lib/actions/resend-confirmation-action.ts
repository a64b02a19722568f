"use server";
import { redirect } from "next/navigation";
import { z } from "zod";
import { safeReturnTo, SIGNED_IN_HOME } from "@/lib/safe-redirect";
import { emailOnlySchema } from "@/lib/schemas/auth";
import { isAwaitingConfirmation } from "@/lib/server/accounts/settle-link-sign-in";
import { emailRequestLimitMessage, limitEmailRequest } from "@/lib/server/auth/email-request-limit";
import { CONFIRM_EMAIL_PROVIDER, signIn } from "@/lib/server/auth/next-auth";
import { type ActionState, formValues } from "./action-result";

/** A new confirmation link for a password account that has not confirmed its email; the same answer for any other address. */
export async function resendConfirmationAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const values = formValues(formData, ["email"]);
  const parsed = emailOnlySchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return { ok: false, message: "Check the highlighted fields.", fieldErrors: z.flattenError(parsed.error).fieldErrors, values };
  }
  const limit = await limitEmailRequest(parsed.data.email);
  if (!limit.ok) return { ok: false, message: emailRequestLimitMessage(limit), values };
  if (await isAwaitingConfirmation(parsed.data.email)) {
    await signIn(CONFIRM_EMAIL_PROVIDER, { email: parsed.data.email, redirectTo: safeReturnTo(formData.get("callbackUrl"), SIGNED_IN_HOME), redirect: false });
  }
  redirect("/sign-up/check-email");
}

"use server";
import { redirect } from "next/navigation";
import { z } from "zod";
import { safeReturnTo, SIGNED_IN_HOME } from "@/lib/safe-redirect";
import { signUpSchema } from "@/lib/schemas/auth";
import { registerUser } from "@/lib/server/accounts/register-user";
import { emailRequestLimitMessage, limitEmailRequest } from "@/lib/server/auth/email-request-limit";
import { CONFIRM_EMAIL_PROVIDER, signIn } from "@/lib/server/auth/next-auth";
import { type ActionState, formValues } from "./action-result";

const CONFIRM_EMAIL_SENT_PATH = "/sign-up/check-email";

export async function signUpAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const values = formValues(formData, ["name", "email"]);
  const parsed = signUpSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return { ok: false, message: "Check the highlighted fields.", fieldErrors: z.flattenError(parsed.error).fieldErrors, values };
  }
  const limit = await limitEmailRequest(parsed.data.email);
  if (!limit.ok) return { ok: false, message: emailRequestLimitMessage(limit), values };
  const result = await registerUser(parsed.data);
  if (!result.ok) return { ok: false, message: result.message, fieldErrors: { email: [result.message] }, values };

  // The password works once the address is proved: the link signs the new account in and confirms it.
  await signIn(CONFIRM_EMAIL_PROVIDER, { email: parsed.data.email, redirectTo: safeReturnTo(formData.get("callbackUrl"), SIGNED_IN_HOME), redirect: false });
  redirect(CONFIRM_EMAIL_SENT_PATH);
}

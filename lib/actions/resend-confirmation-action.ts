"use server";
import { redirect } from "next/navigation";
import { safeReturnTo, SIGNED_IN_HOME } from "@/lib/safe-redirect";
import { isAwaitingConfirmation } from "@/lib/server/accounts/settle-link-sign-in";
import { CONFIRM_EMAIL_PROVIDER, signIn } from "@/lib/server/auth/next-auth";
import type { ActionState } from "./action-result";
import { readEmailRequest } from "./email-request-form";

/** A new confirmation link for a password account that has not confirmed its email; the same answer for any other address. */
export async function resendConfirmationAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const request = await readEmailRequest(formData);
  if (!request.ok) return request;
  if (await isAwaitingConfirmation(request.email)) {
    await signIn(CONFIRM_EMAIL_PROVIDER, { email: request.email, redirectTo: safeReturnTo(formData.get("callbackUrl"), SIGNED_IN_HOME), redirect: false });
  }
  redirect("/sign-up/check-email");
}

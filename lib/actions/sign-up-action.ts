"use server";
import { redirect } from "next/navigation";
import { safeReturnTo, SIGNED_IN_HOME } from "@/lib/safe-redirect";
import { signUpSchema } from "@/lib/schemas/auth";
import { registerUser } from "@/lib/server/accounts/register-user";
import { sendSignUpAttemptNotice } from "@/lib/server/auth/magic-link-mail";
import { CONFIRM_EMAIL_PROVIDER, signIn } from "@/lib/server/auth/next-auth";
import { emailRequestRefusal } from "./email-request-form";
import { publicAction } from "./safe-action";

const CONFIRM_EMAIL_SENT_PATH = "/sign-up/check-email";

/**
 * A new password account; it works once the address is proved. An address that already has an
 * account gets the same answer ("check your email"), so the form never tells whether someone uses
 * Longbox; its owner is mailed that a sign-up was tried instead of a confirmation link.
 */
export const signUpAction = publicAction("signUp", { echo: ["name", "email"] })
  .input(signUpSchema)
  .run(async ({ input, formData }) => {
    const refusal = await emailRequestRefusal(input.email);
    if (refusal) return refusal;
    const result = await registerUser(input);
    if (!result.ok) {
      await sendSignUpAttemptNotice(input.email);
      redirect(CONFIRM_EMAIL_SENT_PATH);
    }

    // The password works once the address is proved: the link signs the new account in and confirms it.
    await signIn(CONFIRM_EMAIL_PROVIDER, { email: input.email, redirectTo: safeReturnTo(formData.get("callbackUrl"), SIGNED_IN_HOME), redirect: false });
    redirect(CONFIRM_EMAIL_SENT_PATH);
  });

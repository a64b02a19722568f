"use server";
import { redirect } from "next/navigation";
import { safeReturnTo, SIGNED_IN_HOME } from "@/lib/safe-redirect";
import { emailOnlySchema } from "@/lib/schemas/auth";
import { isAwaitingConfirmation } from "@/lib/server/accounts/settle-link-sign-in";
import { CONFIRM_EMAIL_PROVIDER, signIn } from "@/lib/server/auth/next-auth";
import { emailRequestRefusal } from "./email-request-form";
import { publicAction } from "./safe-action";

/** A new confirmation link for a password account that has not confirmed its email; the same answer for any other address. */
export const resendConfirmationAction = publicAction("resendConfirmation", { echo: ["email"] })
  .input(emailOnlySchema)
  .run(async ({ input, formData }) => {
    const refusal = await emailRequestRefusal(input.email);
    if (refusal) return refusal;
    if (await isAwaitingConfirmation(input.email)) {
      await signIn(CONFIRM_EMAIL_PROVIDER, { email: input.email, redirectTo: safeReturnTo(formData.get("callbackUrl"), SIGNED_IN_HOME), redirect: false });
    }
    redirect("/sign-up/check-email");
  });

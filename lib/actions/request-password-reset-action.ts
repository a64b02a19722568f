"use server";
import { emailOnlySchema } from "@/lib/schemas/auth";
import { requestPasswordReset } from "@/lib/server/accounts/password-reset";
import { emailRequestRefusal } from "./email-request-form";
import { publicAction } from "./safe-action";

/** Mails a reset link when the address has an account; answers the same either way. */
export const requestPasswordResetAction = publicAction("requestPasswordReset", { echo: ["email"] })
  .input(emailOnlySchema)
  .run(async ({ input }) => {
    const refusal = await emailRequestRefusal(input.email);
    if (refusal) return refusal;
    await requestPasswordReset(input.email);
    return { ok: true, data: undefined };
  });

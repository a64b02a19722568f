"use server";
import { AuthError } from "next-auth";
import { redirect } from "next/navigation";
import { safeReturnTo, SIGNED_IN_HOME } from "@/lib/safe-redirect";
import { signInSchema, UNCONFIRMED_EMAIL_MESSAGE, WRONG_CREDENTIALS_MESSAGE } from "@/lib/schemas/auth";
import { signIn, ThrottledSignInError, UnverifiedEmailError } from "@/lib/server/auth/next-auth";
import { publicAction } from "./safe-action";

/** Password sign-in; the refusals say why (throttled, unconfirmed, wrong) and keep the email typed. */
export const signInAction = publicAction("signIn", { echo: ["email"] })
  .input(signInSchema)
  .run(async ({ input, formData }) => {
    try {
      await signIn("credentials", { ...input, redirect: false });
    } catch (error) {
      if (error instanceof ThrottledSignInError) {
        const minutes = error.retryAfterMinutes;
        const source = error.lockedBy === "email" ? "for this email" : "from your network";
        return { ok: false, message: `Too many failed attempts ${source}. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or sign in with an email link.` };
      }
      if (error instanceof UnverifiedEmailError) return { ok: false, message: UNCONFIRMED_EMAIL_MESSAGE, reason: "unverified" };
      if (error instanceof AuthError) return { ok: false, message: WRONG_CREDENTIALS_MESSAGE };
      throw error;
    }
    redirect(safeReturnTo(formData.get("callbackUrl"), SIGNED_IN_HOME));
  });

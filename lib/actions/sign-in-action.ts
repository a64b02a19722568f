"use server";
import { AuthError } from "next-auth";
import { redirect } from "next/navigation";
import { z } from "zod";
import { safeReturnTo, SIGNED_IN_HOME } from "@/lib/safe-redirect";
import { signInSchema, UNCONFIRMED_EMAIL_MESSAGE, WRONG_CREDENTIALS_MESSAGE } from "@/lib/schemas/auth";
import { signIn, ThrottledSignInError, UnverifiedEmailError } from "@/lib/server/auth/next-auth";
import { type ActionState, formValues } from "./action-result";

export async function signInAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const values = formValues(formData, ["email"]);
  const parsed = signInSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return { ok: false, message: "Check the highlighted fields.", fieldErrors: z.flattenError(parsed.error).fieldErrors, values };
  }
  try {
    await signIn("credentials", { ...parsed.data, redirect: false });
  } catch (error) {
    if (error instanceof ThrottledSignInError) {
      const minutes = error.retryAfterMinutes;
      const source = error.lockedBy === "email" ? "for this email" : "from your network";
      return {
        ok: false,
        message: `Too many failed attempts ${source}. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or sign in with an email link.`,
        values,
      };
    }
    if (error instanceof UnverifiedEmailError) return { ok: false, message: UNCONFIRMED_EMAIL_MESSAGE, reason: "unverified", values };
    if (error instanceof AuthError) return { ok: false, message: WRONG_CREDENTIALS_MESSAGE, values };
    throw error;
  }
  redirect(safeReturnTo(formData.get("callbackUrl"), SIGNED_IN_HOME));
}

"use server";
import { redirect } from "next/navigation";
import { z } from "zod";
import { safeReturnTo, SIGNED_IN_HOME } from "@/lib/safe-redirect";
import { magicLinkSchema } from "@/lib/schemas/auth";
import { emailRequestLimitMessage, limitEmailRequest } from "@/lib/server/auth/email-request-limit";
import { signIn } from "@/lib/server/auth/next-auth";
import { type ActionState, formValues } from "./action-result";

export async function magicLinkAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const values = formValues(formData, ["email"]);
  const parsed = magicLinkSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return { ok: false, message: "Check the highlighted fields.", fieldErrors: z.flattenError(parsed.error).fieldErrors, values };
  }
  const limit = await limitEmailRequest(parsed.data.email);
  if (!limit.ok) return { ok: false, message: emailRequestLimitMessage(limit), values };
  const redirectTo = safeReturnTo(formData.get("callbackUrl"), SIGNED_IN_HOME);
  await signIn("email", { email: parsed.data.email, redirectTo, redirect: false });
  redirect("/sign-in/check-email");
}

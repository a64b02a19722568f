"use server";
import { redirect } from "next/navigation";
import { safeReturnTo, SIGNED_IN_HOME } from "@/lib/safe-redirect";
import { magicLinkSchema } from "@/lib/schemas/auth";
import { signIn } from "@/lib/server/auth/next-auth";
import { emailRequestRefusal } from "./email-request-form";
import { publicAction } from "./safe-action";

/** Mails a sign-in link (the request counted against the mail limits first). */
export const magicLinkAction = publicAction("magicLink", { echo: ["email"] })
  .input(magicLinkSchema)
  .run(async ({ input, formData }) => {
    const refusal = await emailRequestRefusal(input.email);
    if (refusal) return refusal;
    const redirectTo = safeReturnTo(formData.get("callbackUrl"), SIGNED_IN_HOME);
    await signIn("email", { email: input.email, redirectTo, redirect: false });
    redirect("/sign-in/check-email");
  });

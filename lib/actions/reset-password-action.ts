"use server";
import { redirect } from "next/navigation";
import { resetPasswordSchema } from "@/lib/schemas/auth";
import { resetPassword } from "@/lib/server/accounts/password-reset";
import { publicAction } from "./safe-action";

/** Sets a new password from a reset link, then sends the user to sign in with it. */
export const resetPasswordAction = publicAction("resetPassword")
  .input(resetPasswordSchema)
  .run(async ({ input }) => {
    const result = await resetPassword(input.token, input.password);
    if (!result.ok) return { ok: false, message: result.message };
    redirect("/sign-in?reset=1");
  });

"use server";
import { redirect } from "next/navigation";
import { z } from "zod";
import { resetPasswordSchema } from "@/lib/schemas/auth";
import { resetPassword } from "@/lib/server/accounts/password-reset";
import type { ActionState } from "./action-result";

/** Sets a new password from a reset link, then sends the user to sign in with it. */
export async function resetPasswordAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const parsed = resetPasswordSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return { ok: false, message: "Check the highlighted fields.", fieldErrors: z.flattenError(parsed.error).fieldErrors };
  }
  const result = await resetPassword(parsed.data.token, parsed.data.password);
  if (!result.ok) return { ok: false, message: result.message };
  redirect("/sign-in?reset=1");
}

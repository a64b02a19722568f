"use server";
import { redirect } from "next/navigation";
import { z } from "zod";
import { safeReturnTo } from "@/lib/safe-redirect";
import { signUpSchema } from "@/lib/schemas/auth";
import { registerUser } from "@/lib/server/accounts/register-user";
import { signIn } from "@/lib/server/auth/next-auth";
import { type ActionState, formValues } from "./action-result";

export async function signUpAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const values = formValues(formData, ["name", "email"]);
  const parsed = signUpSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return { ok: false, message: "Check the highlighted fields.", fieldErrors: z.flattenError(parsed.error).fieldErrors, values };
  }
  const result = await registerUser(parsed.data);
  if (!result.ok) return { ok: false, message: result.message, fieldErrors: { email: [result.message] }, values };

  await signIn("credentials", { email: parsed.data.email, password: parsed.data.password, redirect: false });
  redirect(safeReturnTo(formData.get("callbackUrl"), "/account"));
}

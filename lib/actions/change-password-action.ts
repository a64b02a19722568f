"use server";
import { z } from "zod";
import { changePasswordSchema } from "@/lib/schemas/auth";
import { changePassword } from "@/lib/server/accounts/change-password";
import { requireUser } from "@/lib/server/auth/current-user";
import type { ActionState } from "./action-result";

/** The account page's password change: this browser stays signed in, every other session ends. */
export async function changePasswordAction(_previous: ActionState<{ endedSessions: number }>, formData: FormData): Promise<ActionState<{ endedSessions: number }>> {
  const user = await requireUser("/account");
  const parsed = changePasswordSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return { ok: false, message: "Check the highlighted fields.", fieldErrors: z.flattenError(parsed.error).fieldErrors };
  }
  const result = await changePassword(user.id, user.sessionId ?? null, parsed.data.currentPassword, parsed.data.newPassword);
  if (!result.ok) return { ok: false, message: result.message, fieldErrors: { currentPassword: [result.message] } };
  return { ok: true, data: { endedSessions: result.endedSessions } };
}

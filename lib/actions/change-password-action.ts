"use server";
import { changePasswordSchema } from "@/lib/schemas/auth";
import { changePassword } from "@/lib/server/accounts/change-password";
import { userAction } from "./safe-action";

/** The account page's password change: this browser stays signed in, every other session ends. */
export const changePasswordAction = userAction("changePassword", { signIn: "/account" })
  .input(changePasswordSchema)
  .run<{ endedSessions: number }>(async ({ user, input }) => {
    const result = await changePassword(user.id, user.sessionId ?? null, input.currentPassword, input.newPassword);
    if (!result.ok) return { ok: false, message: result.message, fieldErrors: { currentPassword: [result.message] } };
    return { ok: true, data: { endedSessions: result.endedSessions } };
  });

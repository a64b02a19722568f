"use server";
import { redirect } from "next/navigation";
import { deleteAccountSchema } from "@/lib/schemas/account";
import { deleteAccount, type DeleteAccountRefusal } from "@/lib/server/accounts/delete-account";
import { signOut } from "@/lib/server/auth/next-auth";
import { refuseWith, userAction } from "./safe-action";

/** Refusals that belong beside one field; the others are said for the whole form. */
const FIELD_OF: Partial<Record<DeleteAccountRefusal, string>> = { "not-confirmed": "confirmEmail", "wrong-password": "password" };

/** Deletes the signed-in account (never one named in the form), then ends this browser's session. */
export const deleteAccountAction = userAction("deleteAccount", { signIn: "/account" })
  .input(deleteAccountSchema, { invalid: refuseWith("Type your email address and password to confirm.") })
  .run(async ({ user, input }) => {
    const result = await deleteAccount(user.id, input);
    if (!result.ok) return { ok: false, message: result.message, fieldErrors: FIELD_OF[result.code] ? { [FIELD_OF[result.code]!]: [result.message] } : undefined };
    await signOut({ redirect: false });
    redirect("/account-deleted");
  });

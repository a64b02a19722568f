"use server";
import { redirect } from "next/navigation";
import { deleteAccountSchema } from "@/lib/schemas/account";
import { deleteAccount, type DeleteAccountRefusal } from "@/lib/server/accounts/delete-account";
import { requireUser } from "@/lib/server/auth/current-user";
import { signOut } from "@/lib/server/auth/next-auth";
import { type ActionState, unexpectedError } from "./action-result";

/** Refusals that belong beside one field; the others are said for the whole form. */
const FIELD_OF: Partial<Record<DeleteAccountRefusal, string>> = { "not-confirmed": "confirmEmail", "wrong-password": "password" };

/** Deletes the signed-in account (never one named in the form), then ends this browser's session. */
export async function deleteAccountAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const user = await requireUser("/account");
  const parsed = deleteAccountSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: "Type your email address and password to confirm." };
  try {
    const result = await deleteAccount(user.id, parsed.data);
    if (!result.ok) return { ok: false, message: result.message, fieldErrors: FIELD_OF[result.code] ? { [FIELD_OF[result.code]!]: [result.message] } : undefined };
  } catch (error) {
    return unexpectedError("deleteAccount", error);
  }
  await signOut({ redirect: false });
  redirect("/account-deleted");
}

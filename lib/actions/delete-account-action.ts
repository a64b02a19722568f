"use server";
import { redirect } from "next/navigation";
import { deleteAccountSchema } from "@/lib/schemas/account";
import { deleteAccount } from "@/lib/server/accounts/delete-account";
import { requireUser } from "@/lib/server/auth/current-user";
import { signOut } from "@/lib/server/auth/next-auth";
import { type ActionState, unexpectedError } from "./action-result";

/** Deletes the signed-in account (never one named in the form), then ends this browser's session. */
export async function deleteAccountAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const user = await requireUser("/account");
  const parsed = deleteAccountSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: "Type your email address and password to confirm." };
  try {
    const result = await deleteAccount(user.id, parsed.data);
    if (!result.ok) return { ok: false, message: result.message, fieldErrors: result.code === "only-organiser" ? undefined : { [result.code === "wrong-password" ? "password" : "confirmEmail"]: [result.message] } };
  } catch (error) {
    return unexpectedError("deleteAccount", error);
  }
  await signOut({ redirect: false });
  redirect("/account-deleted");
}

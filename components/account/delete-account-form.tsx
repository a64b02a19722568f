"use client";
import { useActionState } from "react";
import { initialActionState } from "@/lib/actions/action-result";
import { deleteAccountAction } from "@/lib/actions/delete-account-action";
import { FormMessage } from "@/components/ui/form-message";
import { TextField } from "@/components/ui/text-field";
import { useFormStatus } from "react-dom";

function DeleteButton() {
  const { pending } = useFormStatus();
  return (
    <button type="submit" disabled={pending} className="min-h-11 rounded-md bg-red-800 px-4 py-2.5 font-semibold text-white hover:bg-red-900 disabled:opacity-70">
      {pending ? "Deleting…" : "Delete my account"}
    </button>
  );
}

/** The form itself; the page says beforehand what goes with the account (DeletionPlan). */
export function DeleteAccountForm({ hasPassword }: { hasPassword: boolean }) {
  const [state, formAction] = useActionState(deleteAccountAction, initialActionState);
  const failed = state && !state.ok ? state : undefined;
  return (
    <form action={formAction} className="flex max-w-md flex-col gap-3" noValidate>
      <TextField name="confirmEmail" label="Type your email address to confirm" type="email" autoComplete="off" errors={failed?.fieldErrors?.confirmEmail} />
      {hasPassword ? (
        <TextField name="password" idSuffix="delete" label="Your password" type="password" autoComplete="current-password" errors={failed?.fieldErrors?.password} />
      ) : null}
      <FormMessage message={failed?.fieldErrors ? undefined : failed?.message} />
      <div>
        <DeleteButton />
      </div>
    </form>
  );
}

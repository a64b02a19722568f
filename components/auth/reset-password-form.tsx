"use client";
import { useActionState } from "react";
import { initialActionState } from "@/lib/actions/action-result";
import { resetPasswordAction } from "@/lib/actions/reset-password-action";
import { MIN_PASSWORD_LENGTH } from "@/lib/schemas/auth";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";

export function ResetPasswordForm({ token }: { token: string }) {
  const [state, formAction] = useActionState(resetPasswordAction, initialActionState);
  const failed = state && !state.ok ? state : undefined;
  return (
    <form action={formAction} className="flex flex-col gap-4" noValidate>
      <input type="hidden" name="token" value={token} />
      <TextField
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        errors={failed?.fieldErrors?.password}
      />
      <FormMessage message={failed?.message} />
      <SubmitButton pendingLabel="Saving…">Set the new password</SubmitButton>
    </form>
  );
}

"use client";
import { useActionState } from "react";
import { changePasswordAction } from "@/lib/actions/change-password-action";
import { initialActionState } from "@/lib/actions/action-result";
import { MIN_PASSWORD_LENGTH } from "@/lib/schemas/auth";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";

export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const [state, formAction] = useActionState(changePasswordAction, initialActionState);
  const failed = state && !state.ok ? state : undefined;
  const ended = state?.ok ? state.data.endedSessions : null;
  return (
    <form action={formAction} className="flex max-w-md flex-col gap-4" noValidate>
      {hasPassword ? (
        <TextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" required errors={failed?.fieldErrors?.currentPassword} />
      ) : null}
      <TextField
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        errors={failed?.fieldErrors?.newPassword}
      />
      <FormMessage
        tone={ended === null ? "error" : "info"}
        message={
          ended === null ? failed?.message : `Password changed. ${ended === 0 ? "No other session was open." : `Signed out ${ended} other session${ended === 1 ? "" : "s"}.`}`
        }
      />
      <SubmitButton pendingLabel="Saving…">{hasPassword ? "Change password" : "Set a password"}</SubmitButton>
    </form>
  );
}

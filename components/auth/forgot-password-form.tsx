"use client";
import { useActionState } from "react";
import { initialActionState } from "@/lib/actions/action-result";
import { requestPasswordResetAction } from "@/lib/actions/request-password-reset-action";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";

export function ForgotPasswordForm() {
  const [state, formAction] = useActionState(requestPasswordResetAction, initialActionState);
  const failed = state && !state.ok ? state : undefined;
  if (state?.ok) {
    return (
      <FormMessage
        tone="info"
        message="If an account uses that email, we sent it a link to choose a new password. It works once, for 1 hour. Without a mail server, the organiser finds it in the server log."
      />
    );
  }
  return (
    <form action={formAction} className="flex flex-col gap-4" noValidate>
      <TextField name="email" label="Email" type="email" autoComplete="email" required defaultValue={failed?.values?.email} errors={failed?.fieldErrors?.email} />
      <FormMessage message={failed?.fieldErrors?.email ? undefined : failed?.message} />
      <SubmitButton pendingLabel="Sending…">Email me a link</SubmitButton>
    </form>
  );
}

"use client";
import { useActionState } from "react";
import { initialActionState } from "@/lib/actions/action-result";
import { resendConfirmationAction } from "@/lib/actions/resend-confirmation-action";
import { signInAction } from "@/lib/actions/sign-in-action";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";

export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const [state, formAction] = useActionState(signInAction, initialActionState);
  const [, resendAction] = useActionState(resendConfirmationAction, initialActionState);
  const failed = state && !state.ok ? state : undefined;
  return (
    <>
      <form action={formAction} className="flex flex-col gap-4" noValidate>
        <input type="hidden" name="callbackUrl" value={callbackUrl} />
        <TextField name="email" label="Email" type="email" autoComplete="email" required defaultValue={failed?.values?.email} errors={failed?.fieldErrors?.email} />
        <TextField name="password" label="Password" type="password" autoComplete="current-password" required errors={failed?.fieldErrors?.password} />
        <FormMessage message={failed?.message} />
        <SubmitButton pendingLabel="Signing in…">Sign in</SubmitButton>
      </form>
      {failed?.reason === "unverified" ? (
        // The confirmation link of a sign-up that was never followed: offered again after the right password.
        <form action={resendAction}>
          <input type="hidden" name="email" value={failed.values?.email ?? ""} />
          <input type="hidden" name="callbackUrl" value={callbackUrl} />
          <SubmitButton pendingLabel="Sending…">Send the confirmation link again</SubmitButton>
        </form>
      ) : null}
    </>
  );
}

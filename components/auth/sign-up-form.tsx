"use client";
import { useActionState } from "react";
import { initialActionState } from "@/lib/actions/action-result";
import { signUpAction } from "@/lib/actions/sign-up-action";
import { MIN_PASSWORD_LENGTH } from "@/lib/schemas/auth";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";

export function SignUpForm({ callbackUrl }: { callbackUrl: string }) {
  const [state, formAction] = useActionState(signUpAction, initialActionState);
  const failed = state && !state.ok ? state : undefined;
  return (
    <form action={formAction} className="flex flex-col gap-4" noValidate>
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <TextField name="name" label="Name (shown to your group)" autoComplete="nickname" defaultValue={failed?.values?.name} errors={failed?.fieldErrors?.name} />
      <TextField name="email" label="Email" type="email" autoComplete="email" required defaultValue={failed?.values?.email} errors={failed?.fieldErrors?.email} />
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        errors={failed?.fieldErrors?.password}
      />
      <FormMessage message={failed?.message} />
      <SubmitButton pendingLabel="Creating your account…">Create account</SubmitButton>
    </form>
  );
}

"use client";
import { useActionState } from "react";
import { initialActionState } from "@/lib/actions/action-result";
import { magicLinkAction } from "@/lib/actions/magic-link-action";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";

export function MagicLinkForm({ callbackUrl }: { callbackUrl: string }) {
  const [state, formAction] = useActionState(magicLinkAction, initialActionState);
  const failed = state && !state.ok ? state : undefined;
  const errors = failed?.fieldErrors?.email;
  return (
    <form action={formAction} className="flex flex-col gap-3" noValidate>
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <TextField name="email" idSuffix="magic-link" label="Email for a sign-in link" type="email" autoComplete="email" defaultValue={failed?.values?.email} errors={errors} />
      <FormMessage message={errors ? undefined : failed?.message} />
      <SubmitButton pendingLabel="Sending…">Email me a sign-in link</SubmitButton>
    </form>
  );
}

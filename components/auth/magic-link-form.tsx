"use client";
import { useActionState } from "react";
import { initialActionState } from "@/lib/actions/action-result";
import { magicLinkAction } from "@/lib/actions/magic-link-action";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";

export function MagicLinkForm({ callbackUrl }: { callbackUrl: string }) {
  const [state, formAction] = useActionState(magicLinkAction, initialActionState);
  const failed = state && !state.ok ? state : undefined;
  const errors = failed?.fieldErrors?.email;
  return (
    <form action={formAction} className="flex flex-col gap-3" noValidate>
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <div className="flex flex-col gap-1">
        <label htmlFor="magic-email" className="text-sm font-semibold">
          Email for a sign-in link
        </label>
        <input
          id="magic-email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={failed?.values?.email}
          aria-invalid={errors ? true : undefined}
          aria-describedby={errors ? "magic-email-error" : undefined}
          className={`rounded-md border bg-white px-3 py-2 text-base shadow-sm ${errors ? "border-red-700" : "border-stone-400"}`}
        />
        {errors ? (
          <p id="magic-email-error" className="text-sm font-medium text-red-800">
            {errors.join(" ")}
          </p>
        ) : null}
      </div>
      <FormMessage message={errors ? undefined : failed?.message} />
      <SubmitButton pendingLabel="Sending…">Email me a sign-in link</SubmitButton>
    </form>
  );
}

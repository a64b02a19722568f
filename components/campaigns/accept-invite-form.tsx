"use client";
import { useActionState } from "react";
import { initialActionState } from "@/lib/actions/action-result";
import { acceptInviteAction } from "@/lib/actions/accept-invite-action";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";

export function AcceptInviteForm({ token, label }: { token: string; label: string }) {
  const [state, formAction] = useActionState(acceptInviteAction, initialActionState);
  return (
    <form action={formAction} className="flex flex-col gap-3">
      <input type="hidden" name="token" value={token} />
      <FormMessage message={state && !state.ok ? state.message : undefined} />
      <SubmitButton pendingLabel="Joining…">{label}</SubmitButton>
    </form>
  );
}

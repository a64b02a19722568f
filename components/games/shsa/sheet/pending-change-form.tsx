"use client";
import { useActionState, useState } from "react";
import { initialActionState } from "@/lib/actions/action-result";
import { applyShsaPendingChangeAction } from "@/lib/games/shsa/actions/apply-shsa-pending-change-action";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";

/**
 * Marks one pending change-table row applied: the player says what changed (which advantage was
 * lost, the new trait); it leaves the pending list and becomes a line of the hero's history.
 */
export function PendingChangeForm({ teamId, pendingId, label }: { teamId: string; pendingId: string; label: string }) {
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const [state, formAction] = useActionState(async (previous: Awaited<ReturnType<typeof applyShsaPendingChangeAction>>, formData: FormData) => {
    const result = await applyShsaPendingChangeAction(previous, formData);
    if (result?.ok) setRequestKey(crypto.randomUUID());
    return result;
  }, initialActionState);
  return (
    <form action={formAction} className="flex flex-col gap-2" aria-label={`Apply ${label}`}>
      <input type="hidden" name="teamId" value={teamId} />
      <input type="hidden" name="requestKey" value={requestKey} />
      <input type="hidden" name="pendingId" value={pendingId} />
      <TextField name="what" idSuffix={pendingId} label="What changed" required maxLength={200} hint="Which advantage was lost, the new trait …" />
      <FormMessage message={state && !state.ok ? state.message : undefined} />
      {state?.ok ? (
        <p role="status" className="text-sm font-semibold text-green-800">
          Marked applied.
        </p>
      ) : null}
      <SubmitButton pendingLabel="Saving…">Mark applied</SubmitButton>
    </form>
  );
}

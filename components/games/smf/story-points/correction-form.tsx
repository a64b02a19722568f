"use client";
import { useActionState } from "react";
import { initialActionState } from "@/lib/actions/action-result";
import { correctStoryPointsAction } from "@/lib/games/smf/actions/correct-story-points-action";
import { MAX_CORRECTION, MAX_CORRECTION_NOTE_LENGTH } from "@/lib/games/smf/schemas/story-points";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";

/**
 * An organiser's correction (Ruling R8). `requestKey` is new on every render of the page, so a
 * double submit of one form is saved once, and the next correction gets a key of its own.
 */
export function CorrectionForm({ teamId, requestKey }: { teamId: string; requestKey: string }) {
  const [state, formAction] = useActionState(correctStoryPointsAction, initialActionState);
  const failed = state && !state.ok ? state : undefined;
  const errors = failed?.fieldErrors ?? {};
  return (
    <form action={formAction} className="flex max-w-xl flex-col gap-4" noValidate>
      <input type="hidden" name="teamId" value={teamId} />
      <input type="hidden" name="requestKey" value={requestKey} />
      <TextField
        name="delta"
        label="Change in story points"
        type="number"
        inputMode="numeric"
        step={1}
        min={-MAX_CORRECTION}
        max={MAX_CORRECTION}
        required
        defaultValue={failed?.values?.delta ?? ""}
        errors={errors.delta}
        hint="Positive adds to SP earned and to the balance; negative lowers only the balance, never below 0."
      />
      <TextField
        name="note"
        label="Why"
        required
        maxLength={MAX_CORRECTION_NOTE_LENGTH}
        defaultValue={failed?.values?.note ?? ""}
        errors={errors.note}
        hint="Shown in the history, so everyone can see why the points changed."
      />
      <FormMessage message={failed?.message ?? (state?.ok ? state.data.message : undefined)} tone={failed ? "error" : "info"} />
      <SubmitButton pendingLabel="Saving…">Save correction</SubmitButton>
    </form>
  );
}

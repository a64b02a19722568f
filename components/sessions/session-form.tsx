"use client";
import { useActionState } from "react";
import { type ActionState, initialActionState } from "@/lib/actions/action-result";
import { MAX_SESSION_NOTES_LENGTH } from "@/lib/schemas/session";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";

interface SessionFormProps {
  action: (previous: ActionState<{ sessionId: string }>, formData: FormData) => Promise<ActionState<{ sessionId: string }>>;
  campaignId: string;
  /** The kinds the campaign's game keeps (GameSystem.sessions.kinds), first one chosen. */
  kinds: ReadonlyArray<{ id: string; one: string }>;
  /** Today in the organiser's calendar, as the day field's default (YYYY-MM-DD); given by the page. */
  today: string;
}

/** Records a session: what was played, a title, the day, notes. */
export function SessionForm({ action, campaignId, kinds, today }: SessionFormProps) {
  const [state, formAction] = useActionState(action, initialActionState);
  const failed = state && !state.ok ? state : undefined;
  const errors = failed?.fieldErrors ?? {};
  const value = (field: string, fallback: string) => failed?.values?.[field] ?? fallback;
  // A saved session clears the form by remounting its fields (the key changes with each success).
  const key = state?.ok ? state.data.sessionId : "new";
  return (
    <form action={formAction} className="flex max-w-xl flex-col gap-4" noValidate key={key}>
      <input type="hidden" name="campaignId" value={campaignId} />
      <SelectField
        name="kind"
        label="What was played"
        options={kinds.map((kind) => ({ value: kind.id, label: kind.one[0]!.toUpperCase() + kind.one.slice(1) }))}
        defaultValue={value("kind", kinds[0]!.id)}
        errors={errors.kind}
      />
      <TextField name="title" label="Title" required maxLength={80} defaultValue={value("title", "")} errors={errors.title} />
      <TextField name="playedOn" label="Played on" type="date" required defaultValue={value("playedOn", today)} errors={errors.playedOn} />
      <TextAreaField name="notes" label="Notes (optional)" maxLength={MAX_SESSION_NOTES_LENGTH} defaultValue={value("notes", "")} errors={errors.notes} />
      <FormMessage message={failed?.message} />
      {state?.ok ? (
        <p role="status" className="text-sm font-semibold text-green-800">
          Recorded.
        </p>
      ) : null}
      <SubmitButton pendingLabel="Recording…">Record the session</SubmitButton>
    </form>
  );
}

"use client";
import { useActionState } from "react";
import { type ActionState, initialActionState } from "@/lib/actions/action-result";
import type { TeamAlignments } from "@/lib/game-contract/game-system";
import { MAX_TEAM_NOTES_LENGTH, type TeamDetailsInput } from "@/lib/schemas/team";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";

interface TeamFormProps {
  action: (previous: ActionState, formData: FormData) => Promise<ActionState>;
  defaults: TeamDetailsInput;
  /** The sides the campaign's game offers (GameSystem.roster.alignments, read by the page's loader), or null: no field. */
  alignments: TeamAlignments | null;
  /** The hidden ids the action needs: campaignId to create, teamId to edit. */
  hidden: Record<string, string>;
  /** The game's word for one team (GameSystem.roster.words.one: "team", "hero"), which names the name field. */
  noun: string;
  submitLabel: string;
  pendingLabel: string;
}

/** Creates a team or edits its details: one set of fields for both, and the game's sides when it has them. */
export function TeamForm({ action, defaults, alignments, hidden, noun, submitLabel, pendingLabel }: TeamFormProps) {
  const [state, formAction] = useActionState(action, initialActionState);
  const failed = state && !state.ok ? state : undefined;
  const errors = failed?.fieldErrors ?? {};
  const value = (field: keyof TeamDetailsInput) => failed?.values?.[field] ?? defaults[field];

  return (
    <form action={formAction} className="flex max-w-xl flex-col gap-5" noValidate>
      {Object.entries(hidden).map(([name, id]) => (
        <input key={name} type="hidden" name={name} value={id} />
      ))}
      <TextField name="name" label={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} name`} required maxLength={80} defaultValue={value("name")} errors={errors.name} />
      {alignments ? (
        <SelectField
          name="alignment"
          label={alignments.label}
          options={alignments.values.map(({ id, label }) => ({ value: id, label }))}
          defaultValue={value("alignment")}
          errors={errors.alignment}
          hint={alignments.hint}
        />
      ) : null}
      <TextAreaField
        name="notes"
        label="Notes (optional)"
        maxLength={MAX_TEAM_NOTES_LENGTH}
        defaultValue={value("notes")}
        errors={errors.notes}
        hint="Origin, base, rivalries: anything the group should know."
      />
      <FormMessage message={failed?.message} />
      <SubmitButton pendingLabel={pendingLabel}>{submitLabel}</SubmitButton>
    </form>
  );
}

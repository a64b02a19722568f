"use client";
import { useActionState } from "react";
import { type ActionState, initialActionState } from "@/lib/actions/action-result";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";

interface RenameCharacterFormProps {
  action: (previous: ActionState, formData: FormData) => Promise<ActionState>;
  teamId: string;
  characterId: string;
  name: string;
}

/** The name of a character who has fought: the one thing about them that may still change. */
export function RenameCharacterForm({ action, teamId, characterId, name }: RenameCharacterFormProps) {
  const [state, formAction] = useActionState(action, initialActionState);
  const failed = state && !state.ok ? state : undefined;
  return (
    <form action={formAction} className="flex max-w-xl flex-col gap-4" noValidate>
      <input type="hidden" name="teamId" value={teamId} />
      <input type="hidden" name="characterId" value={characterId} />
      <TextField name="name" label="Name" required maxLength={80} defaultValue={failed?.values?.name ?? name} errors={failed?.fieldErrors?.name} />
      <FormMessage message={failed?.message} />
      <SubmitButton pendingLabel="Saving…">Save name</SubmitButton>
    </form>
  );
}

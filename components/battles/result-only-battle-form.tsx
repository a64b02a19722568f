"use client";
import { useActionState } from "react";
import { type ActionState, initialActionState } from "@/lib/actions/action-result";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";

interface ResultOnlyBattleFormProps {
  action: (previous: ActionState<{ issue: number }>, formData: FormData) => Promise<ActionState<{ issue: number }>>;
  campaignId: string;
  teams: ReadonlyArray<{ id: string; name: string }>;
  /** What the game calls its sides, as a heading ("Teams"). */
  sidesLabel: string;
}

/** Plays a battle of a result-only game: tick the sides that meet, and the app's dice decide. */
export function ResultOnlyBattleForm({ action, campaignId, teams, sidesLabel }: ResultOnlyBattleFormProps) {
  const [state, formAction] = useActionState(action, initialActionState);
  return (
    <form action={formAction} className="flex max-w-xl flex-col gap-4">
      <input type="hidden" name="campaignId" value={campaignId} />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">{sidesLabel} that play (two or more)</legend>
        {teams.map((team) => (
          <label key={team.id} className="flex min-h-11 items-center gap-3">
            <input type="checkbox" name="teamIds" value={team.id} className="size-5" />
            {team.name}
          </label>
        ))}
      </fieldset>
      <FormMessage message={state && !state.ok ? state.message : undefined} />
      {state?.ok ? (
        <p role="status" className="text-sm font-semibold text-green-800">
          Issue #{state.data.issue} is recorded.
        </p>
      ) : null}
      <SubmitButton pendingLabel="Rolling…">Roll the battle</SubmitButton>
    </form>
  );
}

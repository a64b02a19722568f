"use client";
import { useActionState, useId } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { initialActionState } from "@/lib/actions/action-result";
import { chooseSuLeaderAction } from "@/lib/games/supers-unlimited/actions/choose-su-leader-action";

interface LeaderChoiceFormProps {
  teamId: string;
  candidates: readonly { id: string; name: string; level: number }[];
  chosenId: string | null;
}

/** The owner breaks a tie for Team Leader (SU L384, Ruling SU-R35). */
export function LeaderChoiceForm({ teamId, candidates, chosenId }: LeaderChoiceFormProps) {
  const [state, formAction, isPending] = useActionState(chooseSuLeaderAction, initialActionState);
  const id = useId();
  return (
    <form action={formAction} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="teamId" value={teamId} />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-leader`} className="text-sm font-semibold">
          Team Leader
        </label>
        <select id={`${id}-leader`} name="leaderId" defaultValue={chosenId ?? candidates[0]?.id} className="rounded-md border border-stone-400 bg-white px-3 py-2">
          {candidates.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} (Level {c.level})
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        disabled={isPending}
        className="min-h-11 rounded-md border border-stone-400 bg-white px-3 py-2 text-sm font-semibold hover:bg-stone-100 disabled:opacity-70"
      >
        {isPending ? "Saving…" : "Choose"}
      </button>
      <div className="basis-full">
        <FormMessage tone={state?.ok ? "info" : "error"} message={state ? (state.ok ? state.data.message : state.message) : undefined} />
      </div>
    </form>
  );
}

"use client";
import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { initialActionState } from "@/lib/actions/action-result";
import { chooseSuGimmickPoolAction } from "@/lib/games/supers-unlimited/actions/choose-su-gimmick-pool-action";

export interface GimmickPoolChoice {
  cardId: string;
  cardName: string;
  class: string;
  className: string;
  options: readonly { value: string; label: string }[];
  chosen: string;
}

/** The owner picks one Gimmick per Class of each Super; the server re-checks the whole pool. */
export function GimmickPoolForm({ teamId, choices }: { teamId: string; choices: readonly GimmickPoolChoice[] }) {
  const [state, formAction, isPending] = useActionState(chooseSuGimmickPoolAction, initialActionState);
  return (
    <form action={formAction} className="flex flex-col gap-3">
      <input type="hidden" name="teamId" value={teamId} />
      {choices.map((choice) => {
        const id = `gimmick-${choice.cardId}-${choice.class}`;
        return (
          <div key={id} className="flex flex-col gap-1">
            <label htmlFor={id} className="text-sm font-semibold">
              {choice.cardName}&apos;s {choice.className} choice
            </label>
            <select id={id} name={`pick:${choice.cardId}:${choice.class}`} defaultValue={choice.chosen} className="w-full rounded-md border border-stone-400 bg-white px-3 py-2">
              <option value="">None yet</option>
              {choice.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      <button
        type="submit"
        disabled={isPending}
        className="min-h-11 self-start rounded-md border border-stone-400 bg-white px-3 py-2 text-sm font-semibold hover:bg-stone-100 disabled:opacity-70"
      >
        {isPending ? "Saving…" : "Save the pool"}
      </button>
      <FormMessage tone={state?.ok ? "info" : "error"} message={state ? (state.ok ? state.data.message : state.message) : undefined} />
    </form>
  );
}

"use client";
import { useActionState, useState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { initialActionState } from "@/lib/actions/action-result";
import { archiveTeamAction } from "@/lib/actions/archive-team-action";
import { unarchiveTeamAction } from "@/lib/actions/unarchive-team-action";

const BUTTON = "min-h-11 rounded-md px-4 py-2 font-semibold disabled:opacity-70";
const DANGER = `${BUTTON} border border-red-700 text-red-800 hover:bg-red-50`;

/**
 * Archiving asks twice: the first button only opens the confirmation, which says what archiving
 * does; nothing is sent until "Yes, archive". A refusal (or an unexpected error) shows below.
 */
export function ArchiveTeamSection({ teamId, teamName }: { teamId: string; teamName: string }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [state, formAction, isPending] = useActionState(archiveTeamAction, initialActionState);
  return (
    <section aria-labelledby="archive-heading" className="flex max-w-xl flex-col gap-3 rounded-lg border border-red-200 p-4">
      <h2 id="archive-heading" className="text-xl font-bold">
        Archive this team
      </h2>
      <p className="text-sm text-stone-700">
        An archived team leaves the standings and its roster no longer changes. Its story points and history stay on record, and it can be restored later. Its leader may then start
        a new team.
      </p>
      {isConfirming ? (
        <form action={formAction} className="flex flex-col gap-3 rounded-md bg-red-50 p-3">
          <input type="hidden" name="teamId" value={teamId} />
          <p className="font-semibold text-red-900">Archive “{teamName}”?</p>
          <div className="flex flex-wrap gap-2">
            {/* Focus lands here, so a keyboard user confirms or cancels without hunting for it. */}
            <button type="submit" disabled={isPending} autoFocus className={`${BUTTON} bg-red-800 text-white hover:bg-red-900`}>
              {isPending ? "Archiving…" : "Yes, archive the team"}
            </button>
            <button type="button" disabled={isPending} onClick={() => setIsConfirming(false)} className={`${BUTTON} border border-stone-400 bg-white hover:bg-stone-100`}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <button type="button" onClick={() => setIsConfirming(true)} className={`${DANGER} self-start`}>
          Archive team…
        </button>
      )}
      <FormMessage message={state && !state.ok ? state.message : undefined} />
    </section>
  );
}

/** An archived team's way back: one button; the server refuses when its leader already has another team. */
export function RestoreTeamSection({ teamId, teamName }: { teamId: string; teamName: string }) {
  const [state, formAction, isPending] = useActionState(unarchiveTeamAction, initialActionState);
  return (
    <section aria-labelledby="restore-heading" className="flex max-w-xl flex-col gap-3 rounded-lg border border-stone-300 bg-white p-4">
      <h2 id="restore-heading" className="text-xl font-bold">
        Restore this team
      </h2>
      <p className="text-sm text-stone-700">“{teamName}” returns to the standings with its roster and story points, unless its leader already leads another team here.</p>
      <form action={formAction}>
        <input type="hidden" name="teamId" value={teamId} />
        <button type="submit" disabled={isPending} className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}>
          {isPending ? "Restoring…" : "Restore team"}
        </button>
      </form>
      <FormMessage message={state && !state.ok ? state.message : undefined} />
    </section>
  );
}

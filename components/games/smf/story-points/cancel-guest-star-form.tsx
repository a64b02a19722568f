"use client";
import { useActionState } from "react";
import { initialActionState } from "@/lib/actions/action-result";
import { cancelGuestStarAction } from "@/lib/games/smf/actions/cancel-guest-star-action";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";

interface CancelGuestStarFormProps {
  teamId: string;
  /** The booking's ledger entry: its refund is keyed by it, so pressing twice refunds once. */
  entryId: string;
  cost: number;
  /** The battle page the button is on, to come back to it (else the team's ledger). */
  battleId?: string;
}

/** "Cancel this booking (refund 2 SP)": a guest star booked and not used yet. */
export function CancelGuestStarForm({ teamId, entryId, cost, battleId }: CancelGuestStarFormProps) {
  const [state, formAction] = useActionState(cancelGuestStarAction, initialActionState);
  return (
    <form action={formAction} className="flex flex-col gap-2">
      <input type="hidden" name="teamId" value={teamId} />
      <input type="hidden" name="entryId" value={entryId} />
      {battleId ? <input type="hidden" name="battleId" value={battleId} /> : null}
      <div>
        <SubmitButton pendingLabel="Cancelling…" look="secondary">
          Cancel this guest star booking (refund {cost} SP)
        </SubmitButton>
      </div>
      <FormMessage message={state && !state.ok ? state.message : undefined} />
    </form>
  );
}

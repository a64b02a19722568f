"use client";
import { useActionState } from "react";
import { initialActionState } from "@/lib/actions/action-result";
import { spendStoryPointsAction } from "@/lib/games/smf/actions/spend-story-points-action";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";

interface SpendFormProps {
  teamId: string;
  /** New on every render of the page: a double submit of this form spends once. */
  requestKey: string;
  kind: "guest-star" | "curse-lift" | "vehicle" | "quiver" | "grimoire";
  /** Hidden fields beyond the kind (the character a quiver or grimoire belongs to). */
  hidden?: Record<string, string>;
  submitLabel: string;
  /** The choices (selects), rendered by the page. */
  children?: React.ReactNode;
}

/** One spend: its choices and a button. On success the action goes to the ledger, which shows the new line. */
export function SpendForm({ teamId, requestKey, kind, hidden = {}, submitLabel, children }: SpendFormProps) {
  const [state, formAction] = useActionState(spendStoryPointsAction, initialActionState);
  return (
    <form action={formAction} className="flex flex-col gap-3" noValidate>
      <input type="hidden" name="teamId" value={teamId} />
      <input type="hidden" name="requestKey" value={requestKey} />
      <input type="hidden" name="kind" value={kind} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <FormMessage message={state && !state.ok ? state.message : undefined} />
      <div>
        <SubmitButton pendingLabel="Spending…">{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}

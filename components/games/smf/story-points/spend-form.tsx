"use client";
import { useActionState, useEffect, useRef, useState } from "react";
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
  /** Asked before spending ("Spend 2 SP on a guest star for the next battle?"): the button opens the question, whose yes spends. */
  confirm?: { question: string; yes: string };
}

/** One spend: its choices and a button. On success the action goes to the ledger, which shows the new line. */
export function SpendForm({ teamId, requestKey, kind, hidden = {}, submitLabel, children, confirm }: SpendFormProps) {
  const [state, formAction] = useActionState(spendStoryPointsAction, initialActionState);
  const [isAsking, setAsking] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (isAsking) question.current?.focus();
  }, [isAsking]);
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
      {confirm && isAsking ? (
        <div role="group" aria-labelledby={`${requestKey}-question`} className="flex flex-col gap-3 rounded-lg border-2 border-brand-700 bg-brand-50 p-3">
          <p id={`${requestKey}-question`} ref={question} tabIndex={-1} className="font-semibold">
            {confirm.question}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <SubmitButton pendingLabel="Spending…">{confirm.yes}</SubmitButton>
            <button type="button" onClick={() => setAsking(false)} className="min-h-11 rounded-md px-4 py-2.5 font-semibold text-brand-800 underline underline-offset-4">
              Not now
            </button>
          </div>
        </div>
      ) : confirm ? (
        <div>
          <button type="button" onClick={() => setAsking(true)} className="rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800">
            {submitLabel}
          </button>
        </div>
      ) : (
        <div>
          <SubmitButton pendingLabel="Spending…">{submitLabel}</SubmitButton>
        </div>
      )}
    </form>
  );
}

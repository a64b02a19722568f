"use client";
import type { ReactNode } from "react";
import type { ActionState } from "@/lib/actions/action-result";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { DiceSourceField, type DiceSourceFieldProps } from "./dice-source-field";
import { useKeyedAction } from "./use-keyed-action";

export interface RollFormProps<T> {
  /** The server action, sent the form with its request key (a retry of a roll never rolls twice). */
  action: (previous: ActionState<T>, formData: FormData) => Promise<ActionState<T>>;
  /** The records the roll belongs to, posted hidden (teamId, sessionId…). */
  hidden: Readonly<Record<string, string>>;
  /** The form's heading, drawn first (name the form by it with `aria-labelledby`). */
  heading?: ReactNode;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  className: string;
  /** The roll's own fields and odds, drawn before the dice. */
  children?: ReactNode;
  /** The "app or typed dice" fields, when the action rolls. */
  dice?: DiceSourceFieldProps;
  /** What a recorded roll answers (a status line), or null for none. */
  done?: (data: T) => ReactNode;
  submit: { label: ReactNode; pendingLabel: string; look?: "primary" | "secondary" };
}

/**
 * The shape of a form that sends one keyed request, a roll most often: its heading, hidden records
 * and request key, its own fields, the dice (DiceSourceField), the refusal's message, what a
 * recorded roll answered, and the submit button.
 */
export function RollForm<T>({ action, hidden, heading, className, children, dice, done, submit, ...labels }: RollFormProps<T>) {
  const { requestKey, state, formAction } = useKeyedAction(action);
  const answer = state?.ok && done ? done(state.data) : null;
  return (
    <form action={formAction} className={className} {...labels}>
      {heading}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="requestKey" value={requestKey} />
      {children}
      {dice ? <DiceSourceField {...dice} /> : null}
      <FormMessage message={state && !state.ok ? state.message : undefined} />
      {answer !== null && answer !== undefined && answer !== "" ? (
        <p role="status" className="text-sm font-semibold break-words text-green-800">
          {answer}
        </p>
      ) : null}
      <SubmitButton pendingLabel={submit.pendingLabel} look={submit.look}>
        {submit.label}
      </SubmitButton>
    </form>
  );
}

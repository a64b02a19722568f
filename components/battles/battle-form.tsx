"use client";
import { TextWithRuleRefs } from "@/components/ui/text-with-rule-refs";
import { startTransition, useActionState } from "react";
import { type ActionState, initialActionState } from "@/lib/actions/action-result";

interface BattleFormProps {
  action: (previous: ActionState, formData: FormData) => Promise<ActionState>;
  hidden: Record<string, string>;
  /** Team names by id: the rules' problems come back per team and are listed under its name. */
  teamNames?: Record<string, string>;
  /** The fields and buttons, rendered on the server. */
  children: React.ReactNode;
  className?: string;
}

/**
 * A battle step's form. A refused submit keeps everything typed (the long report form must not
 * empty itself on a phone), so the submit is sent from a transition rather than the form's own
 * action, which React resets; the buttons' pending state still shows (useFormStatus). The
 * refusal and the rules' problems, per team, are announced in one live region.
 */
export function BattleForm({ action, hidden, teamNames = {}, children, className = "flex flex-col gap-4" }: BattleFormProps) {
  const [state, formAction] = useActionState(action, initialActionState);
  const failed = state && !state.ok ? state : undefined;
  const groups = Object.entries(failed?.fieldErrors ?? {}).filter(([, messages]) => messages?.length);
  return (
    <form
      action={formAction}
      noValidate
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        const formData = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
        startTransition(() => formAction(formData));
      }}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <div aria-live="polite" role="status" className="flex flex-col gap-2">
        {failed ? (
          <p className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
            <TextWithRuleRefs text={failed.message} />
          </p>
        ) : null}
        {groups.length > 0 ? (
          <ul className="flex flex-col gap-1 text-sm text-red-900" aria-label="Problems">
            {groups.flatMap(([key, messages]) =>
              (messages ?? []).map((message, i) => (
                <li key={`${key}-${i}`}>
                  {teamNames[key] && !message.startsWith(`${teamNames[key]}:`) ? <span className="font-semibold">{teamNames[key]}: </span> : null}
                  <TextWithRuleRefs text={message} />
                </li>
              )),
            )}
          </ul>
        ) : null}
      </div>
    </form>
  );
}

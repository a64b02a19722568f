"use client";
import { TextWithRuleRefs } from "@/components/ui/text-with-rule-refs";
import { startTransition, useActionState } from "react";
import { CharacterBuilder, type CharacterBuilderProps } from "@/components/games/smf/character-builder/character-builder";
import { type ActionState, initialActionState } from "@/lib/actions/action-result";

interface CharacterFormProps {
  action: (previous: ActionState, formData: FormData) => Promise<ActionState>;
  /** teamId, and characterId when editing. */
  hidden: Record<string, string>;
  builder: Omit<CharacterBuilderProps, "onChange" | "sidekickOfErrors">;
  submitLabel: string;
  pendingLabel: string;
}

/**
 * The character builder inside a form that saves to the team. The builder checks every pick as it
 * is made; the server checks the posted build again and refuses with every problem it finds, which
 * are listed here. Submitted without React's automatic form reset, so a refused build stays as it
 * was for the player to fix.
 */
export function CharacterForm({ action, hidden, builder, submitLabel, pendingLabel }: CharacterFormProps) {
  const [state, formAction, isPending] = useActionState(action, initialActionState);
  const failed = state && !state.ok ? state : undefined;
  // Schema errors (a missing name) and the rules' problems (under `build`) alike: one list. A
  // refused sidekick owner is shown beside the owner field instead.
  const { sidekickOf: sidekickOfErrors, ...otherErrors } = failed?.fieldErrors ?? {};
  const problems = Object.values(otherErrors).flatMap((messages) => messages ?? []);

  return (
    <form
      className="flex flex-col gap-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const formData = new FormData(event.currentTarget);
        startTransition(() => formAction(formData));
      }}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <CharacterBuilder {...builder} sidekickOfErrors={sidekickOfErrors ?? []} />
      <div className="flex flex-col gap-3 lg:max-w-[calc(100%-27.5rem)]">
        <div role="status" aria-live="polite">
          {failed ? (
            <div className="flex flex-col gap-1 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
              <p>{failed.message}</p>
              {problems.length ? (
                <ul aria-label="Problems the server found" className="list-disc pl-5">
                  {problems.map((problem, i) => (
                    <li key={`${i}-${problem}`}>
                      <TextWithRuleRefs text={problem} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
        </div>
        <button type="submit" disabled={isPending} className="self-start rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70">
          {isPending ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}

"use client";
import { useActionState, useState } from "react";
import { initialActionState } from "@/lib/actions/action-result";
import { removeShsaEpisodeStepAction } from "@/lib/games/shsa/actions/remove-shsa-episode-step-action";
import { saveShsaEpisodeStepAction } from "@/lib/games/shsa/actions/save-shsa-episode-step-action";
import type { EpisodeHeroRef, EpisodeStepView } from "@/lib/games/shsa/views/episode-view";
import { useKeyedAction } from "@/components/dice/use-keyed-action";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";

export const END_CONDITION_LABELS = {
  knockout: "Knockout: a side had no one in the Contested Space for a whole turn (L562)",
  overmatched: "Overmatched: from turn 7, none there against 3 Names or 8 others (L563)",
  rout: "Rout: from turn 7, no Names standing and over half the mooks down (L564)",
} as const;

function HeroChecks({ name, legend, heroes, checked, hint }: { name: string; legend: string; heroes: readonly EpisodeHeroRef[]; checked: readonly string[]; hint?: string }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-1">
      <legend className="font-semibold">{legend}</legend>
      {hint ? <p className="text-sm text-stone-700">{hint}</p> : null}
      {heroes.map((hero) => (
        <label key={hero.teamId} className="flex min-h-11 items-center gap-3 break-words">
          <input type="checkbox" name={name} value={hero.teamId} defaultChecked={checked.includes(hero.teamId)} className="size-5 shrink-0" />
          {hero.name}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Records a step of the episode, or changes one (`step`): a task or a combat, who took part, the
 * outcome, who was captured, whether it made the news; a combat also how it ended and who was left
 * at TO 0 (each then has an aftermath to roll).
 */
export function StepForm({ campaignId, sessionId, heroes, step }: { campaignId: string; sessionId: string; heroes: readonly EpisodeHeroRef[]; step?: EpisodeStepView }) {
  const { state, formAction, requestKey } = useKeyedAction(saveShsaEpisodeStepAction);
  const [kind, setKind] = useState<string>(step?.kind ?? "task");
  const suffix = step ? `step-${step.number}` : "new";
  const headingId = `step-form-heading-${suffix}`;
  const locked = step?.hasAftermathRolls ?? false;
  return (
    <form action={formAction} className="flex min-w-0 flex-col gap-4" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-bold">
        {step ? `Change step ${step.number}` : "Record a step"}
      </h3>
      <input type="hidden" name="campaignId" value={campaignId} />
      <input type="hidden" name="sessionId" value={sessionId} />
      <input type="hidden" name="requestKey" value={requestKey} />
      {step ? <input type="hidden" name="stepId" value={step.id} /> : null}
      {locked ? (
        <>
          <input type="hidden" name="kind" value={step!.kind} />
          {step!.takenOut.map((hero) => (
            <input key={hero.teamId} type="hidden" name="takenOutIds" value={hero.teamId} />
          ))}
        </>
      ) : (
        <SelectField
          name="kind"
          label="Kind of step"
          idSuffix={suffix}
          value={kind}
          onChange={(event) => setKind(event.target.value)}
          options={[
            { value: "task", label: "Task" },
            { value: "combat", label: "Combat" },
          ]}
        />
      )}
      <TextField name="title" label="What happened" idSuffix={suffix} defaultValue={step?.title ?? ""} maxLength={120} />
      <HeroChecks name="heroIds" legend="Who took part" heroes={heroes} checked={step?.heroes.map((hero) => hero.teamId) ?? []} />
      <SelectField
        name="outcome"
        label="Outcome"
        idSuffix={suffix}
        defaultValue={step?.outcome ?? "success"}
        options={[
          { value: "success", label: "The heroes succeeded" },
          { value: "failure", label: "The heroes failed" },
        ]}
      />
      <HeroChecks
        name="capturedIds"
        legend="Captured"
        heroes={heroes}
        checked={step?.captured.map((hero) => hero.teamId) ?? []}
        hint="A captured hero is freed by a Breakout or an Assault in the week."
      />
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" name="inTheNews" defaultChecked={step?.inTheNews ?? false} className="size-5 shrink-0" />
        In the news
      </label>
      {kind === "combat" ? (
        <>
          <fieldset className="flex min-w-0 flex-col gap-1">
            <legend className="font-semibold">How the combat ended</legend>
            {(Object.keys(END_CONDITION_LABELS) as (keyof typeof END_CONDITION_LABELS)[]).map((condition) => (
              <label key={condition} className="flex min-h-11 items-center gap-3 break-words">
                <input type="checkbox" name="endedBy" value={condition} defaultChecked={step?.endedBy.includes(condition) ?? false} className="size-5 shrink-0" />
                {END_CONDITION_LABELS[condition]}
              </label>
            ))}
          </fieldset>
          {locked ? (
            <p className="text-sm text-stone-700">The aftermath has been rolled: the heroes at TO 0 stay as they are.</p>
          ) : (
            <HeroChecks
              name="takenOutIds"
              legend="Left at TO 0"
              heroes={heroes}
              checked={step?.takenOut.map((hero) => hero.teamId) ?? []}
              hint="Each rolls the aftermath: the post-combat status, and a Medical task if Dying."
            />
          )}
        </>
      ) : null}
      <FormMessage message={state && !state.ok ? state.message : undefined} />
      {state?.ok ? (
        <p role="status" className="text-sm font-semibold text-green-800">
          {step ? "The step is changed." : "The step is recorded."}
        </p>
      ) : null}
      <SubmitButton pendingLabel="Saving…">{step ? "Save the step" : "Record the step"}</SubmitButton>
    </form>
  );
}

/** Takes a step out of the episode (only one whose aftermath is unrolled). */
export function RemoveStepForm({ campaignId, sessionId, step }: { campaignId: string; sessionId: string; step: { id: string; number: number } }) {
  const [state, formAction] = useActionState(removeShsaEpisodeStepAction, initialActionState);
  return (
    <form action={formAction} className="flex flex-col gap-2">
      <input type="hidden" name="campaignId" value={campaignId} />
      <input type="hidden" name="sessionId" value={sessionId} />
      <input type="hidden" name="stepId" value={step.id} />
      <FormMessage message={state && !state.ok ? state.message : undefined} />
      <SubmitButton pendingLabel="Removing…" look="secondary">{`Remove step ${step.number}`}</SubmitButton>
    </form>
  );
}

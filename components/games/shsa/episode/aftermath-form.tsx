"use client";
import { useActionState, useState } from "react";
import { type ActionState, initialActionState } from "@/lib/actions/action-result";
import { rollShsaAftermathAction } from "@/lib/games/shsa/actions/roll-shsa-aftermath-action";
import { rollShsaMookReturnsAction } from "@/lib/games/shsa/actions/roll-shsa-mook-returns-action";
import { postCombatStatusOdds, STATUS_MODIFIERS, type StatusCause } from "@/lib/rules/shsa";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";

const CAUSE_LABELS: Record<StatusCause, string> = {
  "killing-attack": "Brought to TO 0 by a Killing Attack",
  "bullet-or-short-range-held-item": "By a Bullet, or a short-range held weapon",
  "failed-breakout": "Defeated by failing a Breakout task",
};

const percent = (p: number) => `${Math.round(p * 1000) / 10}%`;

/** A fresh request key after each recorded roll: a retry of one is never thrown again, the next is new. */
function useKeyedAction<T>(action: (previous: ActionState<T>, formData: FormData) => Promise<ActionState<T>>) {
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const [state, formAction] = useActionState(async (previous: ActionState<T>, formData: FormData) => {
    const result = await action(previous, formData);
    if (result?.ok) setRequestKey(crypto.randomUUID());
    return result;
  }, initialActionState);
  return { state, formAction, requestKey };
}

/**
 * The next roll of a taken-out hero's aftermath: the post-combat status roll (the causes that
 * apply, of which only the worst counts, with the exact odds of each status), or, for a Dying hero,
 * the Medical task against 2D6 that may save them. The app's dice or typed faces.
 */
export function AftermathForm({
  campaignId,
  sessionId,
  stepId,
  hero,
  roll,
  appDiceOnly,
}: {
  campaignId: string;
  sessionId: string;
  stepId: string;
  hero: { teamId: string; name: string };
  roll: "status" | "save";
  appDiceOnly: boolean;
}) {
  const { state, formAction, requestKey } = useKeyedAction(rollShsaAftermathAction);
  const [causes, setCauses] = useState<StatusCause[]>([]);
  const [source, setSource] = useState("app");
  const odds = postCombatStatusOdds(causes);
  const suffix = `${stepId}-${hero.teamId}`;
  const label = roll === "status" ? `Roll the status of ${hero.name}` : `Roll the Medical task for ${hero.name}`;
  return (
    <form action={formAction} className="flex min-w-0 flex-col gap-3" aria-label={label}>
      <input type="hidden" name="campaignId" value={campaignId} />
      <input type="hidden" name="sessionId" value={sessionId} />
      <input type="hidden" name="requestKey" value={requestKey} />
      <input type="hidden" name="stepId" value={stepId} />
      <input type="hidden" name="teamId" value={hero.teamId} />
      <input type="hidden" name="roll" value={roll} />
      {roll === "status" ? (
        <>
          <fieldset className="flex min-w-0 flex-col gap-1">
            <legend className="font-semibold">What brought the hero down (only the worst counts)</legend>
            {STATUS_MODIFIERS.map((modifier) => (
              <label key={modifier.id} className="flex min-h-11 items-center gap-3 break-words">
                <input
                  type="checkbox"
                  name="causes"
                  value={modifier.id}
                  checked={causes.includes(modifier.id)}
                  onChange={(event) => setCauses((now) => (event.target.checked ? [...now, modifier.id] : now.filter((id) => id !== modifier.id)))}
                  className="size-5 shrink-0"
                />
                {CAUSE_LABELS[modifier.id]} ({modifier.modifier}, {modifier.line})
              </label>
            ))}
          </fieldset>
          <p className="text-sm text-stone-800" data-status-odds>
            D10: Dying {percent(odds.dying)} · Hurt {percent(odds.hurt)} · Shaken {percent(odds.shaken)}
          </p>
        </>
      ) : (
        <TextField name="medical" label="Medical dice of the one saving them" hint="Against 2D6 (L574)." defaultValue="2D8" required maxLength={20} idSuffix={suffix} />
      )}
      {appDiceOnly ? (
        <input type="hidden" name="source" value="app" />
      ) : (
        <SelectField
          name="source"
          label="Dice"
          idSuffix={suffix}
          value={source}
          onChange={(event) => setSource(event.target.value)}
          options={[
            { value: "app", label: "Roll with the app" },
            { value: "physical", label: "Type real dice" },
          ]}
        />
      )}
      {source === "physical" && !appDiceOnly ? (
        <TextField name="faces" label="Faces, in order" idSuffix={suffix} hint={roll === "status" ? "One D10: 7." : "The Medical dice, then the 2D6: 3 5 2 6."} required />
      ) : null}
      <FormMessage message={state && !state.ok ? state.message : undefined} />
      <SubmitButton pendingLabel="Rolling…">{roll === "status" ? "Roll the status" : "Roll the Medical task"}</SubmitButton>
    </form>
  );
}

/** A combat's mook returns: the mooks out of play, then one D6 per full team of four (4–6 back, L558). */
export function MookReturnsForm({ campaignId, sessionId, stepId, appDiceOnly }: { campaignId: string; sessionId: string; stepId: string; appDiceOnly: boolean }) {
  const { state, formAction, requestKey } = useKeyedAction(rollShsaMookReturnsAction);
  const [source, setSource] = useState("app");
  const suffix = `mooks-${stepId}`;
  return (
    <form action={formAction} className="flex min-w-0 flex-col gap-3" aria-label="Roll the mook returns">
      <input type="hidden" name="campaignId" value={campaignId} />
      <input type="hidden" name="sessionId" value={sessionId} />
      <input type="hidden" name="requestKey" value={requestKey} />
      <input type="hidden" name="stepId" value={stepId} />
      <TextField
        name="outOfPlay"
        label="Mooks out of play"
        hint="Each full team of four rolls a D6: 4–6 it comes back (L558); the rest are defeated."
        type="number"
        inputMode="numeric"
        min={0}
        max={400}
        defaultValue="0"
        required
        idSuffix={suffix}
      />
      {appDiceOnly ? (
        <input type="hidden" name="source" value="app" />
      ) : (
        <SelectField
          name="source"
          label="Dice"
          idSuffix={suffix}
          value={source}
          onChange={(event) => setSource(event.target.value)}
          options={[
            { value: "app", label: "Roll with the app" },
            { value: "physical", label: "Type real dice" },
          ]}
        />
      )}
      {source === "physical" && !appDiceOnly ? <TextField name="faces" label="Faces, in order" idSuffix={suffix} hint="One D6 per full team: 5 2." /> : null}
      <FormMessage message={state && !state.ok ? state.message : undefined} />
      <SubmitButton pendingLabel="Rolling…">Roll the mook returns</SubmitButton>
    </form>
  );
}

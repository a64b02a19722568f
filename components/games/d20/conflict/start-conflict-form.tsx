"use client";
import { startD20ConflictAction } from "@/lib/games/d20/actions/start-d20-conflict-action";
import { FOE_ROWS } from "@/lib/games/d20/schemas/forms";
import { DiceSourceField } from "@/components/dice/dice-source-field";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { useKeyedAction } from "@/components/dice/use-keyed-action";

const FOE_RANKS = [
  { name: "Initiative", label: "Initiative bonus", value: "2" },
  { name: "Dodge", label: "Dodge", value: "4" },
  { name: "Agility", label: "Agility", value: "1" },
  { name: "Awareness", label: "Awareness", value: "1" },
  { name: "Toughness", label: "Toughness", value: "4" },
];

/**
 * Starts a conflict: the heroes taking part, a villain or a minion group per row (a group rolls one
 * initiative for all), and the initiative dice: the app's, or typed d20s in the order the form
 * lists them (heroes, then each foe row; then any roll-off the tie chain needs).
 */
export function StartConflictForm({
  campaignId,
  sessionId,
  heroes,
  appDiceOnly,
}: {
  campaignId: string;
  sessionId: string;
  heroes: ReadonlyArray<{ teamId: string; name: string }>;
  appDiceOnly: boolean;
}) {
  const { requestKey, state, formAction } = useKeyedAction(startD20ConflictAction);
  return (
    <form action={formAction} className="flex min-w-0 flex-col gap-3" aria-labelledby="start-conflict-heading">
      <h2 id="start-conflict-heading" className="text-xl font-bold">
        Start a conflict
      </h2>
      <input type="hidden" name="campaignId" value={campaignId} />
      <input type="hidden" name="sessionId" value={sessionId} />
      <input type="hidden" name="requestKey" value={requestKey} />
      <TextField name="name" label="Conflict" required maxLength={80} />
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-semibold">Heroes taking part</legend>
        {heroes.map((hero) => (
          <div key={hero.teamId} className="flex items-center gap-2">
            <input id={`conflict-hero-${hero.teamId}`} type="checkbox" name="heroes" value={hero.teamId} defaultChecked className="size-5" />
            <label htmlFor={`conflict-hero-${hero.teamId}`} className="break-words">
              {hero.name}
            </label>
          </div>
        ))}
      </fieldset>
      {Array.from({ length: FOE_ROWS }, (_, row) => (
        <fieldset key={row} className="flex flex-col gap-2 rounded-md border border-stone-200 p-2">
          <legend className="text-sm font-semibold">Foe {row + 1} (leave the name empty for none)</legend>
          <TextField name={`foe${row}Name`} label="Name" maxLength={60} />
          <SelectField
            name={`foe${row}Kind`}
            label="Kind"
            options={[
              { value: "minion", label: "Minion group" },
              { value: "villain", label: "Villain" },
            ]}
          />
          <TextField name={`foe${row}Count`} label="How many (a group)" type="number" inputMode="numeric" min={1} max={20} defaultValue="1" />
          <div className="grid grid-cols-2 gap-2">
            {FOE_RANKS.map((rank) => (
              <TextField key={rank.name} name={`foe${row}${rank.name}`} label={rank.label} type="number" inputMode="numeric" min={-5} max={40} defaultValue={rank.value} />
            ))}
          </div>
        </fieldset>
      ))}
      <DiceSourceField
        label="Initiative dice"
        appLabel="The app's d20s"
        physicalLabel="d20s we rolled"
        appDiceOnly={appDiceOnly}
        faces={{ label: "The d20s, in order", hint: "Heroes first, then each foe row (one die per group), then any roll-off.", inputMode: "numeric" }}
      />
      <FormMessage message={state && !state.ok ? state.message : undefined} />
      {state?.ok && state.data?.summary ? (
        <p role="status" className="text-sm font-semibold break-words text-green-800">
          {state.data.summary}
        </p>
      ) : null}
      <SubmitButton pendingLabel="Rolling initiative…">Roll initiative and start</SubmitButton>
    </form>
  );
}

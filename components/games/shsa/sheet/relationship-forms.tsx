"use client";
import { useState } from "react";
import { addShsaRelationshipAction } from "@/lib/games/shsa/actions/add-shsa-relationship-action";
import { resolveShsaRelationshipAction } from "@/lib/games/shsa/actions/resolve-shsa-relationship-action";
import { parseDice, relationshipContest, RELATIONSHIP_TYPES, SUCCESS_OPTIONS, taskGradeOdds, type Relationship, type TaskSettings } from "@/lib/rules/shsa";
import { useKeyedAction } from "@/components/dice/use-keyed-action";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";

/** Adds a relationship to the hero's board: who, which type, its starting value. */
export function AddRelationshipForm({ teamId }: { teamId: string }) {
  const { state, formAction, requestKey } = useKeyedAction(addShsaRelationshipAction);
  return (
    <form action={formAction} className="flex max-w-xl flex-col gap-4" aria-labelledby="add-relationship-heading">
      <h3 id="add-relationship-heading" className="text-lg font-bold">
        Add a relationship
      </h3>
      <input type="hidden" name="teamId" value={teamId} />
      <input type="hidden" name="requestKey" value={requestKey} />
      <TextField name="with" label="With" required maxLength={80} idSuffix="add" />
      <SelectField name="type" label="Type" options={RELATIONSHIP_TYPES.map((type) => ({ value: type.id, label: `${type.name} (${type.lines})` }))} />
      <TextField name="value" label="Starting value" type="number" inputMode="numeric" defaultValue="0" min={-5} max={5} />
      <FormMessage message={state && !state.ok ? state.message : undefined} />
      {state?.ok ? (
        <p role="status" className="text-sm font-semibold text-green-800">
          The relationship is on the board.
        </p>
      ) : null}
      <SubmitButton pendingLabel="Adding…">Add the relationship</SubmitButton>
    </form>
  );
}

const NONE = { value: "", label: "—" };

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;

/** The exact odds of each grade for two typed expressions under the campaign's grading (SHSA-R1), or null while they do not read. */
function gradeOddsLine(actor: string, resistance: string, settings: TaskSettings): string | null {
  try {
    const odds = taskGradeOdds(parseDice(actor), parseDice(resistance), settings);
    return `Major success ${pct(odds["major-success"])} · minor success ${pct(odds["minor-success"])} · minor failure ${pct(odds["minor-failure"])} · major failure ${pct(odds["major-failure"])}`;
  } catch {
    return null;
  }
}

/**
 * Resolves a relationship task: the dice of each side, the app's dice or typed faces, the general
 * rule's choice for a success and for a failure (the one that applies is used), and the type's
 * choose-one success result; the answer lists what the task gave.
 */
export function RelationshipTaskForm({ teamId, relationships, settings }: { teamId: string; relationships: readonly Relationship[]; settings: TaskSettings }) {
  const { state, formAction, requestKey } = useKeyedAction(resolveShsaRelationshipAction);
  const active = relationships.filter((relationship) => relationship.isActive);
  const [chosenId, setChosenId] = useState(active[0]?.id ?? "");
  const [source, setSource] = useState("app");
  const [actor, setActor] = useState("2D8");
  const [resistance, setResistance] = useState("2D6");
  const [successOption, setSuccessOption] = useState("");
  const [otherIsPc, setOtherIsPc] = useState(false);
  const [contestActor, setContestActor] = useState("2D8");
  const [contestResistance, setContestResistance] = useState("2D8");
  const chosen = active.find((relationship) => relationship.id === chosenId) ?? active[0];
  const outcome = state?.ok ? (
    <div role="status" className="flex flex-col gap-1 text-sm" data-relationship-task-result>
      <p className="font-semibold text-green-800">{state.data.repeated ? "This task was already resolved." : `${state.data.summary}.`}</p>
      {state.data.contest ? <p>Contest: {state.data.contest}.</p> : null}
      {state.data.isEnded ? <p className="font-semibold">The relationship has ended.</p> : null}
      {state.data.effects.length > 0 ? (
        <ul className="list-disc pl-5">
          {state.data.effects.map((effect) => (
            <li key={effect}>{effect}</li>
          ))}
        </ul>
      ) : null}
    </div>
  ) : null;
  const heading = (
    <h3 id="relationship-task-heading" className="text-lg font-bold">
      Relationship task
    </h3>
  );
  // No active relationship (none yet, or the last one just ended): what the last task gave stays in view.
  if (!chosen)
    return (
      <section className="flex max-w-xl flex-col gap-4" aria-labelledby="relationship-task-heading">
        {heading}
        {outcome}
        <p className="text-stone-700">Add a relationship to resolve its tasks.</p>
      </section>
    );
  const options: readonly { id: string; line: string; text: string }[] = SUCCESS_OPTIONS[chosen.type];
  const option = options.some((candidate) => candidate.id === successOption) ? successOption : "";
  // SHSA-R6: the contest this task may need, shown before the roll with its odds.
  const contest = relationshipContest(chosen.type, option || undefined, otherIsPc);
  const taskOdds = gradeOddsLine(actor, resistance, settings);
  const contestOdds = contest ? gradeOddsLine(contestActor, contestResistance, settings) : null;
  return (
    <form action={formAction} className="flex max-w-xl flex-col gap-4" aria-labelledby="relationship-task-heading">
      {heading}
      <input type="hidden" name="teamId" value={teamId} />
      <input type="hidden" name="requestKey" value={requestKey} />
      <SelectField
        name="relationshipId"
        label="Relationship"
        value={chosen.id}
        onChange={(event) => setChosenId(event.target.value)}
        options={active.map((relationship) => ({ value: relationship.id, label: `${relationship.with} (${relationship.type}, ${relationship.value})` }))}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField name="actor" label="Hero's dice" value={actor} onChange={(event) => setActor(event.target.value)} required maxLength={20} />
        <TextField name="resistance" label="Resistance" value={resistance} onChange={(event) => setResistance(event.target.value)} required maxLength={20} />
      </div>
      <p className="text-sm break-words text-stone-800" data-relationship-odds>
        {taskOdds ?? "Type each side as dice (2D8) or a number to see the odds."}
      </p>
      <SelectField
        name="source"
        label="Dice"
        value={source}
        onChange={(event) => setSource(event.target.value)}
        options={[
          { value: "app", label: "Roll with the app" },
          { value: "physical", label: "Type real dice" },
        ]}
      />
      {source === "physical" ? (
        <TextField
          name="faces"
          label="Faces, in order"
          hint={`The hero's dice, then the resistance's${contest ? ", then the contest's when it is rolled" : ""}: 3 5 2 6.`}
          required
        />
      ) : null}
      <SelectField
        name="successChoice"
        label="On a success (L25)"
        options={[
          { value: "raise-relationship", label: "+1 VP and +1 to the relationship" },
          { value: "lower-ego", label: "+1 VP and −1 Ego" },
        ]}
      />
      <SelectField
        name="failureChoice"
        label="On a failure (L25)"
        options={[
          { value: "lower-relationship", label: "−2 to the relationship" },
          { value: "raise-ego", label: "+1 Ego" },
        ]}
      />
      {options.length > 0 ? (
        <SelectField
          name="successOption"
          label="The type's success result (choose one)"
          value={option}
          onChange={(event) => setSuccessOption(event.target.value)}
          options={[NONE, ...options.map((candidate) => ({ value: candidate.id, label: `${candidate.text} (${candidate.line})` }))]}
        />
      ) : null}
      <SelectField
        name="otherAlignment"
        label="The other party is"
        options={[
          { value: "hero", label: "Hero" },
          { value: "neutral", label: "Neutral" },
          { value: "villain", label: "Villain" },
        ]}
      />
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" name="otherIsPc" className="size-5" checked={otherIsPc} onChange={(event) => setOtherIsPc(event.target.checked)} />
        Played by a player
      </label>
      {contest ? (
        <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border border-stone-300 p-3" data-relationship-contest>
          <legend className="px-1 font-semibold">
            Contest on a {contest.on} ({contest.line})
          </legend>
          <p className="text-sm break-words">
            {contest.actor} against {contest.resistance}, rolled only if the task {contest.on === "success" ? "succeeds" : "fails"}: {contest.text}.
          </p>
          <div className="grid grid-cols-2 gap-3">
            <TextField name="contestActor" label="Contest: roller's dice" value={contestActor} onChange={(event) => setContestActor(event.target.value)} required maxLength={20} />
            <TextField
              name="contestResistance"
              label="Contest: against"
              value={contestResistance}
              onChange={(event) => setContestResistance(event.target.value)}
              required
              maxLength={20}
            />
          </div>
          <p className="text-sm break-words text-stone-800" data-contest-odds>
            {contestOdds ?? "Type each side as dice (2D8) or a number to see the odds."}
          </p>
        </fieldset>
      ) : null}
      <FormMessage message={state && !state.ok ? state.message : undefined} />
      {outcome}
      <SubmitButton pendingLabel="Rolling…">Resolve the task</SubmitButton>
    </form>
  );
}

"use client";
import { useActionState, useState } from "react";
import { initialActionState } from "@/lib/actions/action-result";
import { closeShsaWeekAction } from "@/lib/games/shsa/actions/close-shsa-week-action";
import { correctShsaConditionAction } from "@/lib/games/shsa/actions/correct-shsa-condition-action";
import { planShsaWeekAction } from "@/lib/games/shsa/actions/plan-shsa-week-action";
import { rollShsaWeekAction } from "@/lib/games/shsa/actions/roll-shsa-week-action";
import { sponsorModifierLine, weekRollOdds, WEEK_ROLLS, type WeekRoll, type WeekRollInput, type WeekRollMode } from "@/lib/games/shsa/week/week-actions";
import { actionName } from "@/lib/games/shsa/week/week-labels";
import type { WeekPlanItem } from "@/lib/games/shsa/week/week-record";
import { DOWNTIME_ACTIONS, type HeroSheet, type ShsaSettings } from "@/lib/rules/shsa";
import { DiceSourceField } from "@/components/dice/dice-source-field";
import { useKeyedAction } from "@/components/dice/use-keyed-action";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";

/** A hero's Activity Periods of the week: the periods of each action, and the Medical task for a Hurt hero. */
export function WeekPlanForm({
  teamId,
  sessionId,
  name,
  allowance,
  medicalPeriods,
  isHurt,
  plan,
}: {
  teamId: string;
  sessionId: string;
  name: string;
  allowance: number;
  medicalPeriods: number;
  isHurt: boolean;
  plan: { items: readonly WeekPlanItem[]; medicalSkill: string | null };
}) {
  const [state, formAction] = useActionState(planShsaWeekAction, initialActionState);
  // Controlled, so a refused plan keeps what was typed (a form action resets uncontrolled fields).
  const [periods, setPeriods] = useState<Record<string, string>>(() =>
    Object.fromEntries(DOWNTIME_ACTIONS.map((action) => [action, String(plan.items.find((item) => item.action === action)?.periods ?? "")])),
  );
  const [medicalSkill, setMedicalSkill] = useState(plan.medicalSkill ?? "");
  const headingId = `plan-${teamId}`;
  return (
    <form action={formAction} className="flex flex-col gap-3" aria-labelledby={headingId}>
      <h4 id={headingId} className="font-bold">
        Plan {name}&apos;s week
      </h4>
      <p className="text-sm text-stone-700">
        {allowance} Activity Periods this week{isHurt ? `; the Medical task takes ${medicalPeriods} of them` : ""}.
      </p>
      <input type="hidden" name="teamId" value={teamId} />
      <input type="hidden" name="sessionId" value={sessionId} />
      <div className="grid grid-cols-2 gap-2">
        {DOWNTIME_ACTIONS.map((action) => (
          <TextField
            key={action}
            name={`periods:${action}`}
            idSuffix={teamId}
            label={actionName(action)}
            type="number"
            inputMode="numeric"
            min={0}
            max={30}
            value={periods[action] ?? ""}
            onChange={(event) => setPeriods({ ...periods, [action]: event.target.value })}
          />
        ))}
      </div>
      {isHurt ? (
        <TextField
          name="medicalSkill"
          idSuffix={teamId}
          label="Medical task dice (leave empty for the weekly D10)"
          value={medicalSkill}
          onChange={(event) => setMedicalSkill(event.target.value)}
          maxLength={20}
        />
      ) : null}
      <FormMessage message={state && !state.ok ? state.message : undefined} />
      {state?.ok ? (
        <p role="status" className="text-sm font-semibold text-green-800">
          Planned: {state.data.used} of {state.data.allowed} periods.
        </p>
      ) : null}
      <SubmitButton pendingLabel="Saving…">Save the plan</SubmitButton>
    </form>
  );
}

const MODES: Partial<Record<WeekRoll, ReadonlyArray<{ value: WeekRollMode; label: string }>>> = {
  construction: [
    { value: "earn", label: "Earn Build points (skill roll)" },
    { value: "convert", label: "Convert Build points into Resource points (3 for 1)" },
    { value: "regain", label: "Regain an item (40 Build points)" },
  ],
  "establish-legend": [
    { value: "earn", label: "Earn Legend points (skill roll)" },
    { value: "establish", label: "Establish the legend (40 Legend + 10 Resource points)" },
  ],
  training: [
    { value: "earn", label: "Earn Training points (skill roll)" },
    { value: "buy", label: "Buy DP (20 × Level Training points each)" },
  ],
  allies: [
    { value: "mooks", label: "Mooks (2D8)" },
    { value: "name", label: "One Name" },
  ],
};

const NEEDS_SKILL = (action: WeekRoll, mode: string) =>
  ["patrol", "sponsor", "recruiting"].includes(action) || (["construction", "establish-legend", "training"].includes(action) && mode === "earn");
const NEEDS_AMOUNT = (action: WeekRoll, mode: string) => action === "purchase" || (action === "construction" && mode === "convert") || (action === "training" && mode === "buy");

/**
 * Rolls one of the hero's planned actions (or the week's allies or bystander): the action's own
 * fields, the exact odds before the roll where the rules give them, app or typed dice.
 */
export function WeekRollForm({
  teamId,
  sessionId,
  name,
  sheet,
  settings,
  appDiceOnly,
}: {
  teamId: string;
  sessionId: string;
  name: string;
  sheet: HeroSheet;
  settings: ShsaSettings;
  appDiceOnly: boolean;
}) {
  const { state, formAction, requestKey } = useKeyedAction(rollShsaWeekAction);
  const [action, setAction] = useState<WeekRoll>("patrol");
  const [mode, setMode] = useState<string>("earn");
  const [skill, setSkill] = useState("2D8");
  const [sponsor, setSponsor] = useState({
    government: "other" as "evil" | "neutral" | "other",
    hasBaseAdvantages: false,
    otherSponsors: 0,
    inTheNewsLastFourWeeks: false,
    resourceIncrease: 0,
    isTapping: false,
  });
  const [recruit, setRecruit] = useState({ lastEpisodeSucceeded: false, relationshipValue: 0 });
  const modes = MODES[action];
  const chosenMode = modes ? (modes.some((m) => m.value === mode) ? mode : modes[0]!.value) : "";
  const input: WeekRollInput = { action, skill, sponsor, ...recruit, ...(chosenMode ? { mode: chosenMode as WeekRollMode } : {}) };
  const odds = weekRollOdds(input, sheet, settings);
  const headingId = `roll-${teamId}`;
  return (
    <form action={formAction} className="flex flex-col gap-3" aria-labelledby={headingId}>
      <h4 id={headingId} className="font-bold">
        Roll {name}&apos;s actions
      </h4>
      <input type="hidden" name="teamId" value={teamId} />
      <input type="hidden" name="sessionId" value={sessionId} />
      <input type="hidden" name="requestKey" value={requestKey} />
      <SelectField
        name="action"
        idSuffix={teamId}
        label="Action"
        value={action}
        onChange={(event) => setAction(event.target.value as WeekRoll)}
        options={WEEK_ROLLS.map((roll) => ({ value: roll, label: actionName(roll) }))}
      />
      {modes ? <SelectField name="mode" idSuffix={teamId} label="What it does" value={chosenMode} onChange={(event) => setMode(event.target.value)} options={modes} /> : null}
      {NEEDS_SKILL(action, chosenMode) ? (
        <TextField name="skill" idSuffix={teamId} label="Hero's dice" value={skill} onChange={(event) => setSkill(event.target.value)} required maxLength={20} />
      ) : null}
      {NEEDS_AMOUNT(action, chosenMode) ? (
        <TextField name="amount" idSuffix={teamId} label={action === "training" ? "DP to buy" : "Points to convert"} type="number" inputMode="numeric" min={1} required />
      ) : null}
      {action === "sponsor" ? (
        <fieldset className="flex flex-col gap-2 rounded-md border border-stone-300 p-3">
          <legend className="px-1 text-sm font-semibold">Sponsor modifiers (L122–L130)</legend>
          <SelectField
            name="government"
            idSuffix={teamId}
            label="The government is"
            value={sponsor.government}
            onChange={(event) => setSponsor({ ...sponsor, government: event.target.value as "evil" | "neutral" | "other" })}
            options={[
              { value: "other", label: "Good or other" },
              { value: "neutral", label: "Neutral" },
              { value: "evil", label: "Evil" },
            ]}
          />
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              name="hasBaseAdvantages"
              className="size-5"
              checked={sponsor.hasBaseAdvantages}
              onChange={(event) => setSponsor({ ...sponsor, hasBaseAdvantages: event.target.checked })}
            />
            The team has base advantages
          </label>
          <TextField
            name="otherSponsors"
            idSuffix={teamId}
            label="Other sponsors the team has"
            type="number"
            inputMode="numeric"
            min={0}
            value={String(sponsor.otherSponsors)}
            onChange={(event) => setSponsor({ ...sponsor, otherSponsors: Number(event.target.value) || 0 })}
          />
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              name="inTheNews"
              className="size-5"
              checked={sponsor.inTheNewsLastFourWeeks}
              onChange={(event) => setSponsor({ ...sponsor, inTheNewsLastFourWeeks: event.target.checked })}
            />
            In the news in the last four weeks
          </label>
          <TextField
            name="resourceIncrease"
            idSuffix={teamId}
            label="Resources increase asked (0–3)"
            type="number"
            inputMode="numeric"
            min={0}
            max={3}
            value={String(sponsor.resourceIncrease)}
            onChange={(event) => setSponsor({ ...sponsor, resourceIncrease: Number(event.target.value) || 0 })}
          />
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              name="isTapping"
              className="size-5"
              checked={sponsor.isTapping}
              onChange={(event) => setSponsor({ ...sponsor, isTapping: event.target.checked })}
            />
            Tapping an existing sponsor
          </label>
          <p className="text-sm break-words text-stone-700">{sponsorModifierLine(input, sheet)}</p>
        </fieldset>
      ) : null}
      {action === "recruiting" ? (
        <>
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              name="lastEpisodeSucceeded"
              className="size-5"
              checked={recruit.lastEpisodeSucceeded}
              onChange={(event) => setRecruit({ ...recruit, lastEpisodeSucceeded: event.target.checked })}
            />
            The last episode succeeded (2D6, else 2D8)
          </label>
          <TextField
            name="relationshipValue"
            idSuffix={teamId}
            label="Relationship with the recruit"
            type="number"
            inputMode="numeric"
            value={String(recruit.relationshipValue)}
            onChange={(event) => setRecruit({ ...recruit, relationshipValue: Number(event.target.value) || 0 })}
          />
        </>
      ) : null}
      {odds ? (
        <p className="text-sm font-semibold break-words" data-week-odds>
          {odds}
        </p>
      ) : null}
      <DiceSourceField
        idSuffix={teamId}
        label="Dice"
        appLabel="Roll with the app"
        physicalLabel="Type real dice"
        appDiceOnly={appDiceOnly}
        faces={{ label: "Faces, in order", hint: "Every die the roll throws, in order: 3 5 2 6." }}
      />
      <FormMessage message={state && !state.ok ? state.message : undefined} />
      {state?.ok ? (
        <div role="status" className="flex flex-col gap-1 text-sm" data-week-roll-result>
          <p className="font-semibold text-green-800">{state.data.repeated ? "This roll was already made." : `${state.data.summary}.`}</p>
          {state.data.lines.length > 0 ? (
            <ul className="list-disc pl-5 break-words">
              {state.data.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <SubmitButton pendingLabel="Rolling…">Roll</SubmitButton>
    </form>
  );
}

/** Closes the week for every hero at once, after its summary: app or typed dice, in the summary's order. */
export function CloseWeekForm({ campaignId, sessionId, appDiceOnly }: { campaignId: string; sessionId: string; appDiceOnly: boolean }) {
  const { state, formAction, requestKey } = useKeyedAction(closeShsaWeekAction);
  return (
    <form action={formAction} className="flex flex-col gap-3" aria-label="Close the week">
      <input type="hidden" name="campaignId" value={campaignId} />
      <input type="hidden" name="sessionId" value={sessionId} />
      <input type="hidden" name="requestKey" value={requestKey} />
      <DiceSourceField
        idSuffix="close"
        label="Dice for the close"
        appLabel="Roll with the app"
        physicalLabel="Type real dice"
        appDiceOnly={appDiceOnly}
        faces={{ label: "Faces, in the summary's order", hint: "Every die, hero by hero: 8 6 3." }}
      />
      <FormMessage message={state && !state.ok ? state.message : undefined} />
      {state?.ok ? (
        <p role="status" className="text-sm font-semibold text-green-800">
          The week is closed.
        </p>
      ) : null}
      <SubmitButton pendingLabel="Closing…">Close the week</SubmitButton>
    </form>
  );
}

/** A hero's condition set by hand (a correction): for a condition the table settled away from the app. */
export function ConditionForm({ teamId, name, condition }: { teamId: string; name: string; condition: string }) {
  const { state, formAction, requestKey } = useKeyedAction(correctShsaConditionAction);
  const current = condition.startsWith("dead") ? `dead-${condition.match(/weekly|monthly|yearly/)?.[0] ?? "weekly"}` : condition;
  return (
    <form action={formAction} className="flex flex-col gap-3" aria-label={`Correct ${name}'s condition`}>
      <input type="hidden" name="teamId" value={teamId} />
      <input type="hidden" name="requestKey" value={requestKey} />
      <SelectField
        name="condition"
        idSuffix={teamId}
        label="Condition (a correction)"
        defaultValue={current}
        options={[
          { value: "well", label: "Well" },
          { value: "hurt", label: "Hurt" },
          { value: "dying", label: "Dying" },
          { value: "dead-weekly", label: "Dead (checks weekly)" },
          { value: "dead-monthly", label: "Dead (checks monthly)" },
          { value: "dead-yearly", label: "Dead (checks yearly)" },
        ]}
      />
      <FormMessage message={state && !state.ok ? state.message : undefined} />
      {state?.ok ? (
        <p role="status" className="text-sm font-semibold text-green-800">
          The condition is corrected.
        </p>
      ) : null}
      <SubmitButton pendingLabel="Saving…">Correct the condition</SubmitButton>
    </form>
  );
}

import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { reportBattleAction } from "@/lib/games/smf/actions/battles/report-battle-action";
import type { TrackedReport } from "@/lib/rules/smf";
import { BattleForm } from "@/components/battles/battle-form";
import { StepButtons } from "@/components/battles/step-buttons";
import type { ReportModel } from "./report-model";
import { ReportTeamFields } from "./report-team-fields";

/**
 * The battle's report, for the table to fill in together: the result, each fielded character's
 * KO, and only the achievements this scenario and event can score. The rules check it whole.
 * `draft`: what the tracker recorded during the battle, which the fields start from.
 */
export function ReportForm({ battleId, model, draft }: { battleId: string; model: ReportModel; draft?: TrackedReport }) {
  const { teams, fields, captives } = model;
  const tracked = (teamId: string) => draft?.teams.find((t) => t.teamId === teamId);
  const heldBy = (has: (t: NonNullable<ReturnType<typeof tracked>>) => boolean) => draft?.teams.find(has)?.teamId ?? "";
  const teamOptions = (none: string) => [{ value: "", label: none }, ...teams.map((t) => ({ value: t.teamId, label: t.name }))];
  return (
    <BattleForm action={reportBattleAction} hidden={{ battleId }} teamNames={Object.fromEntries(teams.map((t) => [t.teamId, t.name]))}>
      {draft?.live.length ? (
        <p className="rounded-md border-l-4 border-emerald-700 bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-950">
          Filled in from what was tracked during the battle. Choose the result; the rest needs a change only if the tracker missed something.
        </p>
      ) : null}
      <p className="text-sm text-stone-700">
        For each character: was it KO&apos;ed at the end, and how many actions did foes spend harming it while it was down (further harm)? Both make its injury roll worse.
      </p>
      <fieldset className="flex flex-col gap-2 rounded-lg border border-stone-300 bg-white p-4">
        <legend className="px-1 text-lg font-bold">Result</legend>
        {[...teams.map((t) => ({ value: t.teamId, label: `${t.name} won` })), { value: "draw", label: "A draw" }].map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-3">
            <input type="radio" name="winner" value={option.value} required className="size-5 accent-brand-700" />
            {option.label}
          </label>
        ))}
      </fieldset>

      {teams.map((team) => (
        <ReportTeamFields
          key={team.teamId}
          team={team}
          teams={teams}
          fields={fields}
          characters={model.characters}
          {...(tracked(team.teamId) ? { tracked: tracked(team.teamId)! } : {})}
        />
      ))}

      {fields.artifact || fields.diplomat || fields.defender ? (
        <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-300 bg-white p-4">
          <legend className="px-1 text-lg font-bold">At the end of the battle</legend>
          {fields.artifact ? (
            <SelectField
              name="artifactCarrier"
              label="Who holds the Alien Artifact"
              options={[{ value: "", label: "Nobody" }, ...teams.flatMap((t) => t.fielded.map((c) => ({ value: c.id, label: `${c.name} (${t.name})` })))]}
              defaultValue={draft?.teams.find((t) => t.artifactCarrierId)?.artifactCarrierId ?? ""}
            />
          ) : null}
          {fields.diplomat ? (
            <SelectField name="diplomat" label="Which team holds the diplomat" options={teamOptions("No team")} defaultValue={heldBy((t) => Boolean(t.hasDiplomat))} />
          ) : null}
          {fields.defender ? (
            <SelectField name="defender" label="Which team defended the fortress" options={teamOptions("No team")} defaultValue={heldBy((t) => Boolean(t.isFortressDefender))} />
          ) : null}
        </fieldset>
      ) : null}

      {captives.length > 0 ? (
        <fieldset className="flex flex-col gap-1 rounded-lg border border-stone-300 bg-white p-4">
          <legend className="px-1 text-lg font-bold">Captives rescued or released</legend>
          {captives.map((c) => (
            <label key={c.id} className="flex min-h-11 items-center gap-3">
              <input type="checkbox" name="released" value={c.id} className="size-5 accent-brand-700" />
              {c.name} ({c.teamName}
              {c.heldBy ? `, held by ${c.heldBy}` : ""})
            </label>
          ))}
        </fieldset>
      ) : null}

      {model.isConfirmedOnSave ? (
        <StepButtons label="Save the report" rollLabel="Save the report and roll the post-battle for me" />
      ) : (
        <SubmitButton pendingLabel="Saving the report…">Save the report</SubmitButton>
      )}
    </BattleForm>
  );
}

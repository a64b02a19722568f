import { BattleForm } from "@/components/battles/battle-form";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { resolveSuBattleAction } from "@/lib/games/supers-unlimited/actions/resolve-su-battle-action";
import { subplotsOfSetUp } from "@/lib/games/supers-unlimited/battles/set-up-steps";
import { SU_OBJECTIVE_ROWS } from "@/lib/games/supers-unlimited/schemas/battles";
import type { LoadedSuBattle } from "@/lib/games/supers-unlimited/views/su-battle-view";
import { endgameOf, endgameStillOwed, foldSuTracker, MODEL_END_STATES, scenarioById, scoreTracked, trackedReport, type SuTrackedEntry } from "@/lib/rules/supers-unlimited";
import { namesOfSides, trackerBattleOf } from "@/lib/games/supers-unlimited/battles/tracker";
import { withNames } from "@/lib/games/supers-unlimited/battles/score-result";
import { CLAIM_LABELS, END_STATE_LABELS, ENDING_LABELS } from "./battle-words";
import { SU_RESULT_ENDINGS } from "@/lib/games/supers-unlimited/battles/su-battle-details";
import { EndgameCheck } from "../client";

const ENDING_OPTIONS = SU_RESULT_ENDINGS.map((ending) => ({ value: ending, label: ENDING_LABELS[ending] }));
const STATE_OPTIONS = MODEL_END_STATES.map((state) => ({ value: state, label: END_STATE_LABELS[state] }));

/** Rows of "which team rolled, how many Successes", in the order rolled (Prize studies, V.I.P. convictions). */
function ObjectiveRows({ prefix, legend, battle }: { prefix: "prize" | "vip"; legend: string; battle: LoadedSuBattle }) {
  const teams = [{ value: "", label: "—" }, ...battle.sides.map((s) => ({ value: s.teamId, label: s.teamName }))];
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-stone-300 bg-white p-4">
      <legend className="px-1 font-bold">{legend}</legend>
      <p className="text-sm text-stone-700">One row per roll, in the order they were made; leave the rest empty.</p>
      {Array.from({ length: SU_OBJECTIVE_ROWS }, (_, i) => (
        <div key={i} className="grid grid-cols-2 gap-2">
          <SelectField name={`${prefix}Team:${i}`} idSuffix={String(i)} label={`Roll ${i + 1}: team`} options={teams} />
          <TextField name={`${prefix}Successes:${i}`} idSuffix={String(i)} label="Successes" inputMode="numeric" defaultValue="0" />
        </div>
      ))}
    </fieldset>
  );
}

/**
 * The end of the battle: each model's state (the Incapacitated with the order they went out in, for
 * First Blood and Take Their Leader), what each team Claimed outside Slugfest, and the Prize and
 * V.I.P. rolls when those Subplots are in play. The scenario's Endgame is said first (Ruling SU-R42);
 * the server checks the result against it when saved.
 */
export function ResultForm({ battle, tracked = [], canEndOtherwise = false }: { battle: LoadedSuBattle; tracked?: SuTrackedEntry[]; canEndOtherwise?: boolean }) {
  const scenarioId = battle.details.setUp.scenario!.scenarioId;
  const subplots = subplotsOfSetUp(battle.details.setUp).map((s) => s.subplotId);
  const isMultiSide = battle.sides.length > 2;
  // Pre-filled from the battle tracker (Ruling SU-R43): each model's state, the order the
  // Incapacitated went out in, and the Claims; the players correct what the tracker got wrong.
  const trackerBattle = trackerBattleOf(scenarioId, battle.sides);
  const state = foldSuTracker(trackerBattle, tracked, namesOfSides(battle.sides));
  const report = trackedReport(trackerBattle, state);
  const isTracked = tracked.length > 0;
  const byModel = new Map(report.models.map((m) => [m.characterId, m]));
  const preview = isTracked ? scoreTracked(trackerBattle, state) : null;
  // What the tracker still waits for (Ruling SU-R44): the server refuses a result through the Endgame until then.
  const owed = isTracked ? endgameStillOwed(trackerBattle, state) : undefined;
  const modelFields = battle.sides.map((side) => (
    <fieldset key={side.teamId} className="flex flex-col gap-3 rounded-lg border border-stone-300 bg-white p-4">
      <legend className="px-1 font-bold">{side.teamName}</legend>
      {side.lineUp.map((model) => (
        <div key={model.characterId} className="flex flex-col gap-2 border-b border-stone-100 pb-3 last:border-0">
          <SelectField
            name={`state:${model.characterId}`}
            label={`${model.name} (Level ${model.level}${model.isLeader ? ", Leader" : ""})`}
            options={STATE_OPTIONS}
            defaultValue={byModel.get(model.characterId)?.state ?? "active"}
          />
          <TextField
            name={`order:${model.characterId}`}
            label="If Incapacitated: out as number"
            hint="1 for the first model out in the battle."
            inputMode="numeric"
            defaultValue={byModel.get(model.characterId)?.order?.toString() ?? ""}
          />
          {isMultiSide ? (
            <SelectField
              name={`by:${model.characterId}`}
              label="Incapacitated by"
              defaultValue={byModel.get(model.characterId)?.byTeamId ?? ""}
              options={[{ value: "", label: "—" }, ...battle.sides.filter((s) => s.teamId !== side.teamId).map((s) => ({ value: s.teamId, label: s.teamName }))]}
            />
          ) : null}
        </div>
      ))}
      {scenarioId !== "slugfest" ? (
        <TextField name={`claimed:${side.teamId}`} label={CLAIM_LABELS[scenarioId]} inputMode="numeric" defaultValue={String(report.claimed?.[side.teamId] ?? 0)} />
      ) : null}
    </fieldset>
  ));
  return (
    <BattleForm action={resolveSuBattleAction} hidden={{ battleId: battle.row.id }}>
      <p className="text-sm text-stone-700" data-endgame>
        {scenarioById(scenarioId).name} ends once {endgameOf(scenarioId).text}; then each Super plays one more Turn. Enter the battle as it stood after those Turns
        {scenarioId === "slugfest" ? "" : ": a Claim needs one of the team's models standing on it"}.
      </p>
      {isTracked ? (
        <div className="flex flex-col gap-2" data-tracked-result>
          <p className="text-sm font-semibold">
            From the tracker:{" "}
            {state.endgame.isComplete
              ? "the Endgame and its Turns are played."
              : state.endgame.triggeredBy
                ? "the Endgame has begun; its Turns are not all played yet."
                : "the Endgame has not begun yet."}
          </p>
          {owed ? (
            <p className="text-sm text-red-900" data-endgame-owed>
              {withNames(owed, battle.sides)}
            </p>
          ) : null}
          {preview?.ok ? (
            <ul aria-label="Victory Points from the tracker" className="text-sm">
              {battle.sides.map((side) => (
                <li key={side.teamId}>
                  {side.teamName}: {preview.score.vp[side.teamId] ?? 0} VP ({preview.score.scenarioTotals[side.teamId] ?? 0} {scenarioId === "slugfest" ? "Levels" : "Claimed"})
                </li>
              ))}
            </ul>
          ) : preview ? (
            <p className="text-sm text-red-900">{withNames(preview.error.message, battle.sides)}</p>
          ) : null}
          <details className="rounded-lg border border-stone-300 bg-white p-2">
            <summary className="cursor-pointer text-sm font-semibold">Correct what the tracker says</summary>
            <div className="mt-2 flex flex-col gap-3">{modelFields}</div>
          </details>
        </div>
      ) : (
        modelFields
      )}
      <EndgameCheck scenarioId={scenarioId} sides={battle.sides.map(({ teamId, teamName, lineUp }) => ({ teamId, teamName, lineUp }))} />
      {canEndOtherwise ? (
        <SelectField
          name="ending"
          label="How the battle ended"
          hint="An organiser's choice. A conceded or abandoned battle is scored as it stood; either ending is shown with the result."
          options={ENDING_OPTIONS}
          defaultValue="endgame"
        />
      ) : null}
      {subplots.includes("prize") ? <ObjectiveRows prefix="prize" legend="Prize! studies" battle={battle} /> : null}
      {subplots.includes("vip") ? <ObjectiveRows prefix="vip" legend="V.I.P! conviction rolls" battle={battle} /> : null}
      <SubmitButton pendingLabel="Scoring…">Save the result</SubmitButton>
    </BattleForm>
  );
}

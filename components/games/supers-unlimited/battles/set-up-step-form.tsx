import { randomUUID } from "node:crypto";
import { BattleForm } from "@/components/battles/battle-form";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { rollSuSetUpAction } from "@/lib/games/supers-unlimited/actions/roll-su-set-up-action";
import { SU_SET_UP_STEP_NAMES, typedDiceHint, type SuStepShape } from "@/lib/games/supers-unlimited/battles/set-up-steps";
import type { LoadedSuBattle } from "@/lib/games/supers-unlimited/views/su-battle-view";
import { SCENARIO_OPTIONS, SPECIALTY_OPTIONS, SUBPLOT_OPTIONS } from "./battle-words";

/** What the step asks of the players besides dice. */
function ChoiceFields({ next, battle }: { next: SuStepShape; battle: LoadedSuBattle }) {
  const { setUp } = battle.details;
  switch (next.step) {
    case "deployment": {
      if (!setUp.terrain) return null;
      const losers = setUp.terrain.losers.map((id) => ({ value: id, label: battle.names.get(id) ?? id }));
      return (
        <>
          <SelectField name="byTeamId" label="Chosen by (a loser of the Terrain Roll)" options={losers} />
          <SelectField
            name="deploymentType"
            label="Deployment"
            options={[
              { value: "zones", label: "Deployment Zones" },
              { value: "markers", label: "Deployment Markers" },
            ]}
          />
        </>
      );
    }
    case "scenario":
      return <SelectField name="scenarioId" label="Scenario" options={[{ value: "", label: "Roll 1D10 for it" }, ...SCENARIO_OPTIONS]} />;
    case "subplot-choice": {
      const chooser = setUp.subplots?.entries.find((e) => e.subplotId === null);
      return <SelectField name="subplotId" label={`Subplot chosen by ${chooser ? (battle.names.get(chooser.playerId) ?? "") : ""}`} options={SUBPLOT_OPTIONS} />;
    }
    case "battle-of-wits": {
      const supers = battle.sides.filter((side) => side.lineUp.some((m) => m.isLeader && m.isSuper));
      if (supers.length === 0) return null;
      return (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-semibold">Power Up (+1D10 on each Mind roll, 1 Power Point each)</legend>
          {supers.map((side) => (
            <label key={side.teamId} className="flex min-h-11 items-center gap-3">
              <input type="checkbox" name="powerUp" value={side.teamId} className="size-5 accent-brand-700" />
              <span>
                {side.lineUp.find((m) => m.isLeader)!.name} ({side.teamName})
              </span>
            </label>
          ))}
        </fieldset>
      );
    }
    case "prize-choice":
      return <SelectField name="prizeType" label="The Prize's type (the rolling player chooses)" options={SPECIALTY_OPTIONS} />;
    default:
      return null;
  }
}

/**
 * The next set-up step: its choice, then the app's dice or the faces typed (every die, in the
 * order thrown; a tie or a POW throws again). A new request key per render: a double submit rolls once.
 */
export function SetUpStepForm({ next, battle }: { next: SuStepShape; battle: LoadedSuBattle }) {
  const name = SU_SET_UP_STEP_NAMES[next.step];
  return (
    <BattleForm
      action={rollSuSetUpAction}
      hidden={{ battleId: battle.row.id, step: next.step, requestKey: randomUUID() }}
      className="flex flex-col gap-3 rounded-lg border border-sky-300 bg-sky-50 p-4"
    >
      <h3 className="font-bold">Next: {name}</h3>
      <ChoiceFields next={next} battle={battle} />
      {next.hasDice ? (
        <>
          <div className="flex flex-col gap-2 sm:flex-row">
            <SubmitButton pendingLabel="Rolling…" name="source" value="app">
              {next.step === "scenario" ? "Save: chosen, or rolled by the app" : "Roll with the app"}
            </SubmitButton>
          </div>
          {battle.row.campaign.appDiceOnly ? null : (
            <div className="flex flex-col gap-2">
              <TextField
                name="faces"
                label="Or type the dice you threw"
                hint={`${typedDiceHint(
                  next.step,
                  battle.sides.map((side) => side.teamName),
                )} Faces 1–10, separated by spaces.`}
                inputMode="numeric"
                autoComplete="off"
              />
              <SubmitButton pendingLabel="Saving…" name="source" value="physical" look="secondary">
                Save the typed dice
              </SubmitButton>
            </div>
          )}
        </>
      ) : (
        <>
          <input type="hidden" name="source" value="app" />
          <SubmitButton pendingLabel="Saving…">Save the choice</SubmitButton>
        </>
      )}
    </BattleForm>
  );
}

import { CheckboxField } from "@/components/ui/checkbox-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { ROLLED_SCENARIOS_FIELD, rolledScenarioField } from "@/lib/games/vsgmr/campaign-settings";
import { SCALES, VSGMR_SCENARIOS, type VsgmrScenarioId } from "@/lib/rules/vsgmr";
import type { SettingsFieldsProps } from "../../settings-fields";

const SCALE_OPTIONS = SCALES.map((scale) => ({ value: scale.id, label: `${scale.label} (${scale.examples})` }));

/** The numbers Part 1 sets, which our sources do not hold: each is the group's to set (defaults in lib/rules/vsgmr/settings.ts). */
const THRESHOLDS = [
  { name: "distanceToHit", label: "Distance attack hits on", hint: "A target in the open." },
  { name: "coverPenalty", label: "Cover adds", hint: "Stealth counts as one more step of cover (VS-R9)." },
  { name: "handToHandToHit", label: "Hand to hand hits on" },
  { name: "lightArmourSave", label: "Light armour saves on" },
  { name: "heavyArmourSave", label: "Heavy armour saves on" },
  { name: "skillTarget", label: "A skill roll succeeds on" },
] as const;

/** A VSGMR series' options on the campaign form: the figures' size, the forces' budget, Part 1's numbers and the rulings' choices. */
export function VsgmrSettingsFields({ value, isChecked, errors, isLocked }: SettingsFieldsProps) {
  // A refused submit posts the ticked boxes (and the empty marker); stored settings give the list.
  const storedRoll = value(ROLLED_SCENARIOS_FIELD);
  const inRoll = (id: VsgmrScenarioId) => isChecked(rolledScenarioField(id)) || (storedRoll !== "" && storedRoll.split(",").includes(id));
  return (
    <>
      <fieldset className="flex flex-col gap-4 rounded-lg border border-stone-300 p-4">
        <legend className="px-1 font-bold">Figures and forces</legend>
        <SelectField
          name="scale"
          label="Figure size"
          options={SCALE_OPTIONS}
          defaultValue={value("scale")}
          errors={errors.scale}
          hint="Every distance is shown in this size's units."
        />
        <TextField
          name="pointBudget"
          label="Points per force"
          type="number"
          inputMode="numeric"
          min={5}
          max={200}
          defaultValue={value("pointBudget")}
          errors={errors.pointBudget}
          hint="Each force spends at most this, and should come within 5 points of it (ruling VS-R19)."
        />
      </fieldset>
      <fieldset className="flex flex-col gap-4 rounded-lg border border-stone-300 p-4">
        <legend className="px-1 font-bold">The basic rules&apos; numbers</legend>
        <p className="text-sm text-stone-700">Part 1 of the rules sets these; set them as your group plays.</p>
        {THRESHOLDS.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            type="number"
            inputMode="numeric"
            defaultValue={value(field.name)}
            errors={errors[field.name]}
            hint={"hint" in field ? field.hint : undefined}
          />
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-4 rounded-lg border border-stone-300 p-4" disabled={isLocked}>
        <legend className="px-1 font-bold">Readings of the rules</legend>
        <CheckboxField name="commanderFreeHeavyArmour" label="The Commander's heavy armour is free" hint="Ruling VS-R1." defaultChecked={isChecked("commanderFreeHeavyArmour")} />
        <CheckboxField name="commanderFreeSurvivor" label="The Commander's Survivor trait is free" hint="Ruling VS-R1." defaultChecked={isChecked("commanderFreeSurvivor")} />
        <CheckboxField name="limitMooksToTroops" label="No more mooks than troops" hint="Ruling VS-R5." defaultChecked={isChecked("limitMooksToTroops")} />
      </fieldset>
      <fieldset className="flex flex-col gap-2 rounded-lg border border-stone-300 p-4" aria-describedby="rolled-scenarios-hint">
        <legend className="px-1 font-bold">Scenarios a roll can give</legend>
        <p id="rolled-scenarios-hint" className="text-sm text-stone-700">
          A battle&apos;s scenario is chosen or rolled. A roll picks one of these in book order on the smallest die with a face for each; higher faces are rolled again (all seven:
          a d8, an 8 rolled again). Ruling VS-R18.
        </p>
        <input type="hidden" name={ROLLED_SCENARIOS_FIELD} value="" />
        {VSGMR_SCENARIOS.map((scenario) => (
          <CheckboxField key={scenario.id} name={rolledScenarioField(scenario.id)} label={scenario.name} defaultChecked={inRoll(scenario.id)} />
        ))}
        {errors[ROLLED_SCENARIOS_FIELD]?.length ? (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {errors[ROLLED_SCENARIOS_FIELD]!.join(" ")}
          </p>
        ) : null}
      </fieldset>
      {isLocked ? (
        // A disabled fieldset submits nothing: send the stored choices.
        <>
          {["commanderFreeHeavyArmour", "commanderFreeSurvivor", "limitMooksToTroops"].map((field) =>
            isChecked(field) ? <input key={field} type="hidden" name={field} value="on" /> : null,
          )}
        </>
      ) : null}
    </>
  );
}

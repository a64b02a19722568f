import { CheckboxField } from "@/components/ui/checkbox-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import {
  ADVANCEMENT_LABELS,
  ADVANCEMENT_MODES,
  MAX_STORY_POINT_GOAL,
  MIN_STORY_POINT_GOAL,
  SOCIAL_SCIENCE_LABELS,
  SOCIAL_SCIENCE_VARIANTS,
} from "@/lib/games/smf/campaign-settings";
import type { SettingsFieldsProps } from "../../settings-fields";

const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));

/** SMF's options on the campaign form: the story point goal, and the rules options the first battle locks. */
export function SmfSettingsFields({ value, isChecked, errors, isLocked, stored }: SettingsFieldsProps) {
  return (
    <>
      <TextField
        name="storyPointGoal"
        label="Story point goal"
        type="number"
        inputMode="numeric"
        min={isLocked && typeof stored?.storyPointGoal === "number" ? stored.storyPointGoal : MIN_STORY_POINT_GOAL}
        max={MAX_STORY_POINT_GOAL}
        required
        defaultValue={value("storyPointGoal")}
        errors={errors.storyPointGoal}
        hint={isLocked ? "Play has begun: the goal can only be raised." : "The first team to reach it wins the campaign (the book says 20)."}
      />
      <fieldset className="flex flex-col gap-4 rounded-lg border border-stone-300 p-4" disabled={isLocked} aria-describedby={isLocked ? "options-locked" : undefined}>
        <legend className="px-1 font-bold">Rules options</legend>
        {isLocked ? (
          <p id="options-locked" className="text-sm text-stone-700">
            These were locked by the campaign&apos;s first battle.
          </p>
        ) : null}
        <CheckboxField name="allowVehicles" label="Allow vehicles" hint="Fielding a vehicle costs −1 story point per scenario." defaultChecked={isChecked("allowVehicles")} />
        <CheckboxField
          name="allowAlternatePowerLevels"
          label="Allow alternate power levels"
          hint="Street-Level, Super and Powerhouse characters."
          defaultChecked={isChecked("allowAlternatePowerLevels")}
        />
        <SelectField
          name="advancement"
          label="Milestone advancement"
          options={optionsOf(ADVANCEMENT_MODES, ADVANCEMENT_LABELS)}
          defaultValue={value("advancement")}
          errors={errors.advancement}
        />
        <SelectField
          name="socialScienceVariant"
          label="Social Science background"
          options={optionsOf(SOCIAL_SCIENCE_VARIANTS, SOCIAL_SCIENCE_LABELS)}
          defaultValue={value("socialScienceVariant")}
          errors={errors.socialScienceVariant}
          hint="The book gives two readings; Longbox uses the Ch. 2 entry unless you choose otherwise."
        />
      </fieldset>
      {isLocked ? (
        // A disabled fieldset submits nothing: send the stored options so only the name and goal can change.
        <>
          {isChecked("allowVehicles") ? <input type="hidden" name="allowVehicles" value="on" /> : null}
          {isChecked("allowAlternatePowerLevels") ? <input type="hidden" name="allowAlternatePowerLevels" value="on" /> : null}
          <input type="hidden" name="advancement" value={value("advancement")} />
          <input type="hidden" name="socialScienceVariant" value={value("socialScienceVariant")} />
        </>
      ) : null}
    </>
  );
}

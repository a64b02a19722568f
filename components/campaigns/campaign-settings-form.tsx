"use client";
import { useActionState } from "react";
import { type ActionState, initialActionState } from "@/lib/actions/action-result";
import {
  ADVANCEMENT_LABELS,
  ADVANCEMENT_MODES,
  type CampaignSettingsInput,
  MAX_STORY_POINT_GOAL,
  MIN_STORY_POINT_GOAL,
  REPORT_CONFIRMATION_LABELS,
  REPORT_CONFIRMATIONS,
  SOCIAL_SCIENCE_LABELS,
  SOCIAL_SCIENCE_VARIANTS,
  TEAM_CONTROL_LABELS,
  TEAM_CONTROLS,
} from "@/lib/schemas/campaign";
import type { GameSystemListing } from "@/lib/games/game-system";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { GameSystemField } from "./game-system-field";

const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));

interface CampaignSettingsFormProps {
  action: (previous: ActionState, formData: FormData) => Promise<ActionState>;
  defaults: CampaignSettingsInput;
  campaignId?: string;
  /** After the first battle: the options show but cannot change; the goal can only go up. */
  isLocked?: boolean;
  /** A new campaign chooses its game system among these (with the default one chosen); an existing one never changes it. */
  gameSystems?: { systems: readonly GameSystemListing[]; defaultId: string };
  submitLabel: string;
  pendingLabel: string;
}

/** Creates a campaign or edits its settings: one set of fields for both. */
export function CampaignSettingsForm({ action, defaults, campaignId, isLocked = false, gameSystems, submitLabel, pendingLabel }: CampaignSettingsFormProps) {
  const [state, formAction] = useActionState(action, initialActionState);
  const failed = state && !state.ok ? state : undefined;
  const errors = failed?.fieldErrors ?? {};
  // A refused submit shows what was typed; otherwise the stored settings.
  const value = (field: keyof CampaignSettingsInput) => failed?.values?.[field] ?? String(defaults[field]);
  const isChecked = (field: "allowVehicles" | "allowAlternatePowerLevels" | "appDiceOnly") => (failed?.values ? failed.values[field] === "on" : defaults[field]);

  return (
    <form action={formAction} className="flex max-w-xl flex-col gap-5" noValidate>
      {campaignId ? <input type="hidden" name="campaignId" value={campaignId} /> : null}
      {gameSystems ? <GameSystemField systems={gameSystems.systems} value={failed?.values?.gameSystem ?? gameSystems.defaultId} errors={errors.gameSystem} /> : null}
      <TextField name="name" label="Campaign name" required maxLength={80} defaultValue={value("name")} errors={errors.name} />
      <TextField
        name="storyPointGoal"
        label="Story point goal"
        type="number"
        inputMode="numeric"
        min={isLocked ? defaults.storyPointGoal : MIN_STORY_POINT_GOAL}
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
        <SelectField
          name="reportConfirmation"
          label="Battle reports"
          options={optionsOf(REPORT_CONFIRMATIONS, REPORT_CONFIRMATION_LABELS)}
          defaultValue={value("reportConfirmation")}
          errors={errors.reportConfirmation}
        />
      </fieldset>
      {/* Table policy: never locked by play (lib/server/campaigns/update-campaign-settings.ts). */}
      <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border border-stone-300 p-4">
        <legend className="px-1 font-bold">At the table</legend>
        <p className="text-sm text-stone-700">These can change at any time, also once play has begun.</p>
        <SelectField
          name="teamControl"
          label="Who rolls and chooses"
          options={optionsOf(TEAM_CONTROLS, TEAM_CONTROL_LABELS)}
          defaultValue={value("teamControl")}
          errors={errors.teamControl}
          // The options are long sentences: let the select shrink to a phone's width instead of widening the form.
          className="w-full min-w-0"
          hint="For each team's dice and its choices in a battle. Anyone playing suits one phone running the table; owners suits groups that play apart."
        />
        <CheckboxField
          name="appDiceOnly"
          label="App dice only"
          hint="Refuse dice typed in from physical dice: every roll is made by the app."
          defaultChecked={isChecked("appDiceOnly")}
        />
      </fieldset>
      {isLocked ? (
        // A disabled fieldset submits nothing: send the stored options so only the name and goal can change.
        <>
          {defaults.allowVehicles ? <input type="hidden" name="allowVehicles" value="on" /> : null}
          {defaults.allowAlternatePowerLevels ? <input type="hidden" name="allowAlternatePowerLevels" value="on" /> : null}
          <input type="hidden" name="advancement" value={defaults.advancement} />
          <input type="hidden" name="socialScienceVariant" value={defaults.socialScienceVariant} />
          <input type="hidden" name="reportConfirmation" value={defaults.reportConfirmation} />
        </>
      ) : null}
      <FormMessage message={failed?.message} />
      <SubmitButton pendingLabel={pendingLabel}>{submitLabel}</SubmitButton>
    </form>
  );
}

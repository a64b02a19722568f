"use client";
import { useActionState, useState } from "react";
import { type ActionState, initialActionState } from "@/lib/actions/action-result";
import { REPORT_CONFIRMATION_LABELS, REPORT_CONFIRMATIONS, TEAM_CONTROL_LABELS, TEAM_CONTROLS } from "@/lib/schemas/campaign";
import type { GameSystemListing, SettingsFormSection } from "@/lib/game-contract/game-system";
import { GameSettingsFields } from "@/components/games/settings-fields";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { GameSystemField } from "./game-system-field";

const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));

/** The options every campaign has, whatever its system. */
export interface CampaignBasics {
  name: string;
  reportConfirmation: (typeof REPORT_CONFIRMATIONS)[number];
  teamControl: (typeof TEAM_CONTROLS)[number];
  appDiceOnly: boolean;
}

/**
 * A system the form can show the options of: its id, its settings (the defaults for a new campaign,
 * the stored ones for an existing one) and its part of the form (GameSystem.settings.form, none for
 * a system without options of its own), all handed over by the page.
 */
export interface SystemSettings {
  id: string;
  settings: Record<string, unknown>;
  form: readonly SettingsFormSection[];
}

interface CampaignSettingsFormProps {
  action: (previous: ActionState, formData: FormData) => Promise<ActionState>;
  basics: CampaignBasics;
  campaignId?: string;
  /** After the first battle: the options show but cannot change; the goal can only go up. */
  isLocked?: boolean;
  /**
   * A new campaign chooses its game system among `listing` (the `chosen` one first shown), each
   * with its defaults in `systems`; an existing one shows its own system's settings and never changes it.
   */
  gameSystems: { listing?: readonly GameSystemListing[]; systems: readonly SystemSettings[]; chosen: string };
  submitLabel: string;
  pendingLabel: string;
}

/** Creates a campaign or edits its settings: the generic options, and the chosen game system's own fields. */
export function CampaignSettingsForm({ action, basics, campaignId, isLocked = false, gameSystems, submitLabel, pendingLabel }: CampaignSettingsFormProps) {
  const [state, formAction] = useActionState(action, initialActionState);
  const failed = state && !state.ok ? state : undefined;
  const errors = failed?.fieldErrors ?? {};
  const [chosen, setChosen] = useState(failed?.values?.gameSystem ?? gameSystems.chosen);
  const system = gameSystems.systems.find((candidate) => candidate.id === chosen) ?? gameSystems.systems[0]!;
  // A refused submit shows what was typed; otherwise the stored (or default) settings.
  const stored: Record<string, unknown> = { ...basics, ...system.settings };
  const value = (field: string) => failed?.values?.[field] ?? (stored[field] === null || stored[field] === undefined ? "" : String(stored[field]));
  const isChecked = (field: string) => (failed?.values ? failed.values[field] === "on" : stored[field] === true);

  return (
    <form action={formAction} className="flex max-w-xl flex-col gap-5" noValidate>
      {campaignId ? <input type="hidden" name="campaignId" value={campaignId} /> : null}
      {gameSystems.listing ? <GameSystemField systems={gameSystems.listing} value={chosen} onChange={setChosen} errors={errors.gameSystem} /> : null}
      <TextField name="name" label="Campaign name" required maxLength={80} defaultValue={value("name")} errors={errors.name} />
      <GameSettingsFields
        key={system.id}
        sections={system.form}
        value={value}
        isChecked={isChecked}
        errors={errors}
        isLocked={isLocked}
        stored={isLocked ? system.settings : null}
      />
      <fieldset className="flex flex-col gap-4 rounded-lg border border-stone-300 p-4" disabled={isLocked} aria-describedby={isLocked ? "reports-locked" : undefined}>
        <legend className="px-1 font-bold">Battle reports</legend>
        {isLocked ? (
          <p id="reports-locked" className="text-sm text-stone-700">
            Locked by the campaign&apos;s first battle.
          </p>
        ) : null}
        <SelectField
          name="reportConfirmation"
          label="Battle reports"
          options={optionsOf(REPORT_CONFIRMATIONS, REPORT_CONFIRMATION_LABELS)}
          defaultValue={value("reportConfirmation")}
          errors={errors.reportConfirmation}
        />
      </fieldset>
      {/* A disabled fieldset submits nothing: send the stored choice. */}
      {isLocked ? <input type="hidden" name="reportConfirmation" value={value("reportConfirmation")} /> : null}
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
      <FormMessage message={failed?.message} />
      <SubmitButton pendingLabel={pendingLabel}>{submitLabel}</SubmitButton>
    </form>
  );
}

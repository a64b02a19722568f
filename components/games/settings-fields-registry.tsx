import type { ReactElement } from "react";
import type { SettingsFieldsProps } from "./settings-fields";
import { SmfSettingsFields } from "./smf/campaign/settings-fields";
import { SuSettingsFields } from "./supers-unlimited/campaign/settings-fields";
import { VsgmrSettingsFields } from "./vsgmr/campaign/settings-fields";

/**
 * Each game system's own fields on the campaign form, keyed by Campaign.gameSystem. A client-side
 * registry (the form switches fields as the organiser picks a system), beside the pages' one
 * (registry.ts), which holds server components.
 */
const SETTINGS_FIELDS: Readonly<Record<string, (props: SettingsFieldsProps) => ReactElement>> = {
  SUPER_MISSION_FORCE: (props) => <SmfSettingsFields {...props} />,
  SUPERS_UNLIMITED: (props) => <SuSettingsFields {...props} />,
  VSGMR: (props) => <VsgmrSettingsFields {...props} />,
};

/** The chosen system's fields (none for a system without options of its own). */
export function GameSettingsFields({ gameSystem, ...props }: SettingsFieldsProps & { gameSystem: string }) {
  return SETTINGS_FIELDS[gameSystem]?.(props) ?? null;
}

import type { RosterOptions, SocialScienceVariant } from "@/lib/rules/smf";
import type { SmfCampaignSettings } from "./campaign-settings";

const SOCIAL_SCIENCE: Record<SmfCampaignSettings["socialScienceVariant"], SocialScienceVariant> = { CH2: "ch2", CH5_TABLE: "ch5-table" };

/** The campaign's rules options as the rules library takes them (validateCharacter, deriveCard). */
export function rosterOptions(settings: Pick<SmfCampaignSettings, "allowAlternatePowerLevels" | "allowVehicles" | "socialScienceVariant">): Required<RosterOptions> {
  return {
    allowAlternatePowerLevels: settings.allowAlternatePowerLevels,
    allowVehicles: settings.allowVehicles,
    socialScienceVariant: SOCIAL_SCIENCE[settings.socialScienceVariant],
  };
}

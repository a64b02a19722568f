import type { SocialScienceVariant as SocialScienceVariantRow } from "@/lib/generated/prisma/enums";
import type { RosterOptions, SocialScienceVariant } from "@/lib/rules/smf";

const SOCIAL_SCIENCE: Record<SocialScienceVariantRow, SocialScienceVariant> = { CH2: "ch2", CH5_TABLE: "ch5-table" };

/** The campaign's rules options as the rules library takes them (validateCharacter, deriveCard). */
export function rosterOptions(campaign: {
  allowAlternatePowerLevels: boolean;
  allowVehicles: boolean;
  socialScienceVariant: SocialScienceVariantRow;
}): Required<RosterOptions> {
  return {
    allowAlternatePowerLevels: campaign.allowAlternatePowerLevels,
    allowVehicles: campaign.allowVehicles,
    socialScienceVariant: SOCIAL_SCIENCE[campaign.socialScienceVariant],
  };
}

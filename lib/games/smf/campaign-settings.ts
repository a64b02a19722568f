import { z } from "zod";
import { ADVANCEMENT_MODES, MAX_STORY_POINT_GOAL, MIN_STORY_POINT_GOAL, SOCIAL_SCIENCE_VARIANTS } from "@/lib/schemas/campaign";

export const SMF_SETTINGS_VERSION = 1;

/**
 * Super Mission Force's campaign options. STORED AS JSON in Campaign.settings (with `version`);
 * changing this shape needs a data migration and a new version. Filled from the old columns by
 * migration 20261126180000_campaign_settings_json.
 */
export const smfCampaignSettingsSchema = z.object({
  version: z.literal(SMF_SETTINGS_VERSION, { error: `Expected settings version ${SMF_SETTINGS_VERSION}.` }),
  /** SMF L2700: the first team to this many story points wins; once play began it may only be raised. */
  storyPointGoal: z
    .number({ error: "Enter a number." })
    .int({ error: "Enter a whole number." })
    .min(MIN_STORY_POINT_GOAL, { error: `Set a goal of at least ${MIN_STORY_POINT_GOAL} story points.` })
    .max(MAX_STORY_POINT_GOAL, { error: `Set a goal of at most ${MAX_STORY_POINT_GOAL} story points.` }),
  /** SMF L2714: fielding a vehicle costs −1 per scenario. */
  allowVehicles: z.boolean({ error: "Say whether vehicles are allowed." }),
  /** SMF L545–L665: Street-Level, Super and Powerhouse characters. */
  allowAlternatePowerLevels: z.boolean({ error: "Say whether alternate power levels are allowed." }),
  advancement: z.enum(ADVANCEMENT_MODES, { error: "Choose how advancement works." }),
  /** Ruling R1. */
  socialScienceVariant: z.enum(SOCIAL_SCIENCE_VARIANTS, { error: "Choose a Social Science reading." }),
});
export type SmfCampaignSettings = z.infer<typeof smfCampaignSettingsSchema>;

export const SMF_DEFAULT_SETTINGS: SmfCampaignSettings = {
  version: SMF_SETTINGS_VERSION,
  storyPointGoal: 20,
  allowVehicles: false,
  allowAlternatePowerLevels: true,
  advancement: "RANDOM",
  socialScienceVariant: "CH2",
};

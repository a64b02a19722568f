import { z } from "zod";

/** SMF L2700: the goal an organiser may set. */
export const MIN_STORY_POINT_GOAL = 5;
export const MAX_STORY_POINT_GOAL = 100;
export const ADVANCEMENT_MODES = ["RANDOM", "CHOSEN"] as const;
export const SOCIAL_SCIENCE_VARIANTS = ["CH2", "CH5_TABLE"] as const;
export const ADVANCEMENT_LABELS: Record<(typeof ADVANCEMENT_MODES)[number], string> = {
  RANDOM: "Rolled on the bump tables",
  CHOSEN: "Chosen by the player",
};
// Ruling R1.
export const SOCIAL_SCIENCE_LABELS: Record<(typeof SOCIAL_SCIENCE_VARIANTS)[number], string> = {
  CH2: "Adventure +1D, Investigation +1D (Ch. 2 entry)",
  CH5_TABLE: "Adventure +1D, Image +1D (Ch. 5 table)",
};

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

/** An HTML checkbox sends "on" when ticked and nothing when not. */
const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());

/** SMF's options out of the campaign form: a typed goal, ticked boxes and two choices. */
const smfSettingsFormSchema = z.object({
  storyPointGoal: z.preprocess((value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value), smfCampaignSettingsSchema.shape.storyPointGoal),
  allowVehicles: checkbox,
  allowAlternatePowerLevels: checkbox,
  advancement: smfCampaignSettingsSchema.shape.advancement,
  socialScienceVariant: smfCampaignSettingsSchema.shape.socialScienceVariant,
});

/** The form's fields (or typed values) as stored settings, with the schema's field messages. */
export function smfSettingsFromForm(input: Record<string, unknown>): z.ZodSafeParseResult<SmfCampaignSettings> {
  const form = smfSettingsFormSchema.safeParse(input);
  if (!form.success) return form as unknown as z.ZodSafeParseResult<SmfCampaignSettings>;
  return smfCampaignSettingsSchema.safeParse({ ...form.data, version: SMF_SETTINGS_VERSION });
}

/** A campaign form's values with SMF's options typed (tests, the demo and the seed build campaigns from it). */
export type SmfCampaignOptions = Omit<SmfCampaignSettings, "version">;

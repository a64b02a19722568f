import { z } from "zod";
import { nameField } from "./name-field";
import { hasNoControlCharacters } from "./plain-text";

export const MIN_STORY_POINT_GOAL = 5;
export const MAX_STORY_POINT_GOAL = 100;

export const ADVANCEMENT_MODES = ["RANDOM", "CHOSEN"] as const;
export const SOCIAL_SCIENCE_VARIANTS = ["CH2", "CH5_TABLE"] as const;
export const REPORT_CONFIRMATIONS = ["NONE", "OPPONENT", "ORGANISER"] as const;
export const TEAM_CONTROLS = ["ANYONE", "OWNERS"] as const;

export const ADVANCEMENT_LABELS: Record<(typeof ADVANCEMENT_MODES)[number], string> = {
  RANDOM: "Rolled on the bump tables",
  CHOSEN: "Chosen by the player",
};
// Ruling R1.
export const SOCIAL_SCIENCE_LABELS: Record<(typeof SOCIAL_SCIENCE_VARIANTS)[number], string> = {
  CH2: "Adventure +1D, Investigation +1D (Ch. 2 entry)",
  CH5_TABLE: "Adventure +1D, Image +1D (Ch. 5 table)",
};
export const REPORT_CONFIRMATION_LABELS: Record<(typeof REPORT_CONFIRMATIONS)[number], string> = {
  NONE: "No confirmation needed",
  OPPONENT: "The opponent confirms",
  ORGANISER: "An organiser confirms",
};

/** "Who rolls and chooses" in a battle (Ruling R32 allows one phone to run the table). */
export const TEAM_CONTROL_LABELS: Record<(typeof TEAM_CONTROLS)[number], string> = {
  ANYONE: "Anyone playing may roll and choose for every team",
  OWNERS: "Each team's owner rolls and chooses for it; organisers for all",
};

/** An HTML checkbox sends "on" when ticked and nothing when not. */
const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());

export const idField = z.string({ error: "Missing id." }).trim().min(1, { error: "Missing id." }).max(64).refine(hasNoControlCharacters, { error: "Missing id." });

const storyPointGoalField = z.coerce
  .number({ error: "Enter a number." })
  .int({ error: "Enter a whole number." })
  .min(MIN_STORY_POINT_GOAL, { error: `Set a goal of at least ${MIN_STORY_POINT_GOAL} story points.` })
  .max(MAX_STORY_POINT_GOAL, { error: `Set a goal of at most ${MAX_STORY_POINT_GOAL} story points.` });

/** Everything an organiser chooses for a campaign; the same fields create it and edit it. */
export const campaignSettingsSchema = z.object({
  name: nameField("Name the campaign."),
  storyPointGoal: storyPointGoalField,
  allowVehicles: checkbox,
  allowAlternatePowerLevels: checkbox,
  advancement: z.enum(ADVANCEMENT_MODES, { error: "Choose how advancement works." }),
  socialScienceVariant: z.enum(SOCIAL_SCIENCE_VARIANTS, { error: "Choose a Social Science reading." }),
  reportConfirmation: z.enum(REPORT_CONFIRMATIONS, { error: "Choose who confirms battle reports." }),
  teamControl: z.enum(TEAM_CONTROLS, { error: "Choose who rolls and chooses for each team." }),
  appDiceOnly: checkbox,
});
export type CampaignSettingsInput = z.infer<typeof campaignSettingsSchema>;

/** A registry id (lib/games/registry.ts); which ids a campaign may take is the service's check. */
const gameSystemField = z
  .string({ error: "Choose a game system." })
  .trim()
  .min(1, { error: "Choose a game system." })
  .max(64, { error: "Choose a game system." })
  .refine(hasNoControlCharacters, { error: "Choose a game system." });

/** A new campaign also names its game system, once (absent: Super Mission Force). */
export const createCampaignSchema = campaignSettingsSchema.extend({ gameSystem: gameSystemField.optional() });
export type CreateCampaignInput = z.infer<typeof createCampaignSchema>;

/** `gameSystem`, when posted, must be the campaign's own: the system never changes (updateCampaignSettings refuses). */
export const updateCampaignSettingsSchema = campaignSettingsSchema.extend({ campaignId: idField, gameSystem: gameSystemField.optional() });
export type UpdateCampaignSettingsInput = z.infer<typeof updateCampaignSettingsSchema>;

export const raiseStoryPointGoalSchema = z.object({ campaignId: idField, storyPointGoal: storyPointGoalField });
export type RaiseStoryPointGoalInput = z.infer<typeof raiseStoryPointGoalSchema>;

export const campaignIdSchema = z.object({ campaignId: idField });

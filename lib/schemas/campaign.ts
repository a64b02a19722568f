import { z } from "zod";
import { nameField } from "./name-field";
import { hasNoControlCharacters } from "./plain-text";

export const REPORT_CONFIRMATIONS = ["NONE", "OPPONENT", "ORGANISER"] as const;
export const TEAM_CONTROLS = ["ANYONE", "OWNERS"] as const;

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

/**
 * The options every campaign has, whatever its game system; the same fields create it and edit it.
 * The form also carries the system's own options (SMF's goal and rules options, a league's game
 * size …): the schema lets them through untouched, and the system's settings schema checks them
 * (GameSystem.settings.fromInput, lib/game-contract/campaign-settings.ts).
 */
export const campaignSettingsSchema = z.looseObject({
  name: nameField("Name the campaign."),
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

export const campaignIdSchema = z.object({ campaignId: idField });

import { z } from "zod";
import { GENERIC_ACTIVITY_KINDS } from "@/lib/activity/activity-kinds";
import { SMF_ACTIVITY_KINDS } from "@/lib/games/smf/game-words";
import { MAX_STORY_POINT_GOAL, MIN_STORY_POINT_GOAL } from "@/lib/games/smf/campaign-settings";
import { nameField, recordedNameField } from "@/lib/schemas/name-field";
import { exportedBattleSchema, exportedRollSchema } from "./campaign-battle-schema";
import { campaignTeamSchema } from "./campaign-team-schema";
import { MAX_CAMPAIGN_ACTIVITY, MAX_CAMPAIGN_BATTLES, MAX_CAMPAIGN_LEDGER_ENTRIES, MAX_CAMPAIGN_ROLLS, MAX_CAMPAIGN_TEAMS } from "@/lib/export/import-limits";
import { rulesEditionSchema } from "./rules-edition";
import { ADVANCEMENT_MODES, LEDGER_REASONS, REPORT_CONFIRMATIONS, ROLES, SOCIAL_SCIENCE_VARIANTS, TEAM_CONTROLS } from "./stored-values";
import { isoDateTime } from "./team-export-schema";

/**
 * The campaign export ("longbox.campaign"): everything needed to rebuild a campaign exactly, as a
 * new campaign, in another Longbox or this one (lib/games/smf/server/import/import-campaign.ts). A FILE
 * FORMAT (see team-export-schema.ts): files already downloaded must stay readable, and a change an
 * older reader would misread needs a formatVersion bump.
 *
 * Version 2 (this one) adds the battles, the roll log, the ledger's links (its battle, the entry a
 * reversal cancels), the teams' counters and the characters' play history. Version 1 files have
 * none of these, although their campaigns could have had battles: read as version 2, their
 * ledgers would name no battle and their campaigns none, so a version 1 file is refused with a
 * message rather than imported as a different campaign (read-campaign-file.ts).
 *
 * Never in a file: email addresses and account ids (people travel by display name; activity
 * payloads have their account and invite ids blanked), share and invite tokens, idempotency keys.
 * Ids are the source campaign's, kept so references inside the file resolve; an import gives
 * every row a new id and rewrites every reference.
 */
export const CAMPAIGN_EXPORT_FORMAT = "longbox.campaign";
export const CAMPAIGN_EXPORT_VERSION = 2;

const id = z.string().min(1).max(64);
const name = recordedNameField();

export const exportedCampaignSchema = z.strictObject({
  id,
  name: nameField("The campaign has no name."),
  settings: z.strictObject({
    storyPointGoal: z.number().int().min(MIN_STORY_POINT_GOAL).max(MAX_STORY_POINT_GOAL),
    allowVehicles: z.boolean(),
    allowAlternatePowerLevels: z.boolean(),
    advancement: z.enum(ADVANCEMENT_MODES),
    socialScienceVariant: z.enum(SOCIAL_SCIENCE_VARIANTS),
    reportConfirmation: z.enum(REPORT_CONFIRMATIONS),
    /** The table policy; absent in files written before it existed (then: anyone, typed dice allowed). */
    teamControl: z.enum(TEAM_CONTROLS).optional(),
    appDiceOnly: z.boolean().optional(),
  }),
  optionsLockedAt: isoDateTime.nullable(),
  archivedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  /** The last roll sequence number handed out (Campaign.rollSequence). */
  rollSequence: z.number().int().min(0).max(100_000_000),
  /** Ruling R14: set when a battle took a team to the goal. */
  finished: z
    .strictObject({
      finishedAt: isoDateTime,
      winners: z.array(z.strictObject({ teamId: id, teamName: name, balance: z.number().int() })).max(500),
      battleId: id.nullable(),
    })
    .nullable(),
});

/** Members by name and role, for the reader's information: an import makes the importer its only member. */
export const exportedMemberSchema = z.strictObject({
  name,
  role: z.enum(ROLES),
  joinedAt: isoDateTime,
});

/** One story-point ledger entry (StoryPointEntry). */
export const exportedLedgerEntrySchema = z.strictObject({
  id,
  teamId: id,
  delta: z
    .number()
    .int()
    .min(-1_000)
    .max(1_000)
    .refine((delta) => delta !== 0, { error: "A ledger entry changes the story points." }),
  reason: z.enum(LEDGER_REASONS),
  note: z.string().max(2000),
  /** The battle behind it, if any. */
  battleId: id.nullable(),
  /** The entry this one cancels (an undone battle). */
  reversesEntryId: id.nullable(),
  actorName: name,
  createdAt: isoDateTime,
});
export type ExportedLedgerEntry = z.infer<typeof exportedLedgerEntrySchema>;

/** One line of the activity feed; `payload` has the shape its kind's schema gives (activity-payload.ts). */
export const exportedActivitySchema = z.strictObject({
  kind: z.enum([...GENERIC_ACTIVITY_KINDS, ...SMF_ACTIVITY_KINDS]),
  summary: z.string().max(2000),
  actorName: name,
  createdAt: isoDateTime,
  payload: z.record(z.string(), z.unknown()),
});
export type ExportedActivity = z.infer<typeof exportedActivitySchema>;

export const campaignExportSchema = z.strictObject({
  format: z.literal(CAMPAIGN_EXPORT_FORMAT),
  formatVersion: z.literal(CAMPAIGN_EXPORT_VERSION),
  rulesEdition: rulesEditionSchema,
  exportedAt: isoDateTime,
  campaign: exportedCampaignSchema,
  members: z.array(exportedMemberSchema).max(10_000),
  teams: z.array(campaignTeamSchema).max(MAX_CAMPAIGN_TEAMS),
  /** Oldest first. */
  storyPointLedger: z.array(exportedLedgerEntrySchema).max(MAX_CAMPAIGN_LEDGER_ENTRIES),
  /** By issue number. */
  battles: z.array(exportedBattleSchema).max(MAX_CAMPAIGN_BATTLES),
  /** By sequence number. */
  rolls: z.array(exportedRollSchema).max(MAX_CAMPAIGN_ROLLS),
  /** Optional: a campaign export may leave the feed out (an import then starts with its own line only). */
  activity: z.array(exportedActivitySchema).max(MAX_CAMPAIGN_ACTIVITY).optional(),
});
export type CampaignExport = z.infer<typeof campaignExportSchema>;

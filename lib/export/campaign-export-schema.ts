import { z } from "zod";
import { MAX_STORY_POINT_GOAL, MIN_STORY_POINT_GOAL } from "@/lib/schemas/campaign";
import { rulesEditionSchema } from "./rules-edition";
import { ADVANCEMENT_MODES, LEDGER_REASONS, REPORT_CONFIRMATIONS, ROLES, SOCIAL_SCIENCE_VARIANTS } from "./stored-values";
import { exportedTeamSchema, isoDateTime } from "./team-export-schema";

/**
 * The campaign export ("longbox.campaign", version 1): settings, members by name and role (never
 * an email address), every team as in the team export, the story-point ledger and the activity
 * feed. A FILE FORMAT (see team-export-schema.ts). Battles join in version 2: add a
 * `campaignExportV2Schema` that extends this one's parts, and keep this one for old files.
 */
export const CAMPAIGN_EXPORT_FORMAT = "longbox.campaign";
export const CAMPAIGN_EXPORT_VERSION = 1;

export const exportedCampaignSchema = z.strictObject({
  id: z.string().min(1).max(64),
  name: z.string().trim().min(1).max(80),
  settings: z.strictObject({
    storyPointGoal: z.number().int().min(MIN_STORY_POINT_GOAL).max(MAX_STORY_POINT_GOAL),
    allowVehicles: z.boolean(),
    allowAlternatePowerLevels: z.boolean(),
    advancement: z.enum(ADVANCEMENT_MODES),
    socialScienceVariant: z.enum(SOCIAL_SCIENCE_VARIANTS),
    reportConfirmation: z.enum(REPORT_CONFIRMATIONS),
  }),
  optionsLockedAt: isoDateTime.nullable(),
  isArchived: z.boolean(),
  createdAt: isoDateTime,
});

export const exportedMemberSchema = z.strictObject({
  name: z.string().max(200),
  role: z.enum(ROLES),
  joinedAt: isoDateTime,
});

/** One story-point ledger entry; `teamId` is one of the file's teams. */
export const exportedLedgerEntrySchema = z.strictObject({
  teamId: z.string().min(1).max(64),
  delta: z
    .number()
    .int()
    .refine((delta) => delta !== 0, { error: "A ledger entry changes the story points." }),
  reason: z.enum(LEDGER_REASONS),
  note: z.string().max(2000),
  actorName: z.string().max(200),
  createdAt: isoDateTime,
});

export const exportedActivitySchema = z.strictObject({
  kind: z.string().min(1).max(64),
  summary: z.string().max(2000),
  actorName: z.string().max(200),
  createdAt: isoDateTime,
});

export const campaignExportSchema = z
  .strictObject({
    format: z.literal(CAMPAIGN_EXPORT_FORMAT),
    formatVersion: z.literal(CAMPAIGN_EXPORT_VERSION),
    rulesEdition: rulesEditionSchema,
    exportedAt: isoDateTime,
    campaign: exportedCampaignSchema,
    members: z.array(exportedMemberSchema),
    teams: z.array(exportedTeamSchema),
    storyPointLedger: z.array(exportedLedgerEntrySchema),
    /** Optional: a campaign export may leave the feed out. */
    activity: z.array(exportedActivitySchema).optional(),
  })
  .superRefine((file, context) => {
    const teamIds = new Set(file.teams.map((team) => team.id));
    file.storyPointLedger.forEach((entry, index) => {
      if (!teamIds.has(entry.teamId)) context.addIssue({ code: "custom", path: ["storyPointLedger", index, "teamId"], message: "No team of this file has that id." });
    });
  });
export type CampaignExport = z.infer<typeof campaignExportSchema>;

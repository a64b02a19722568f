import type { AdvancementMode, CampaignRole, ReportConfirmation, SocialScienceVariant, StoryPointReason } from "@/lib/generated/prisma/enums";
import { exportTeam, type TeamExportSource } from "./build-team-export";
import { CAMPAIGN_EXPORT_FORMAT, CAMPAIGN_EXPORT_VERSION, type CampaignExport } from "./campaign-export-schema";
import { CURRENT_RULES_EDITION } from "./rules-edition";
import { ADVANCEMENT_FROM_ROW, LEDGER_REASON_FROM_ROW, REPORT_CONFIRMATION_FROM_ROW, ROLE_FROM_ROW, SOCIAL_SCIENCE_FROM_ROW } from "./stored-values";

/** A campaign as the server loaded it. Members come by display name: the source never holds an email. */
export interface CampaignExportSource {
  campaign: {
    id: string;
    name: string;
    storyPointGoal: number;
    allowVehicles: boolean;
    allowAlternatePowerLevels: boolean;
    advancement: AdvancementMode;
    socialScienceVariant: SocialScienceVariant;
    reportConfirmation: ReportConfirmation;
    optionsLockedAt: Date | null;
    archivedAt: Date | null;
    createdAt: Date;
  };
  members: readonly { name: string; role: CampaignRole; joinedAt: Date }[];
  teams: readonly TeamExportSource[];
  ledger: readonly { teamId: string; delta: number; reason: StoryPointReason; note: string; actorName: string; createdAt: Date }[];
  activity?: readonly { kind: string; summary: string; actorName: string; createdAt: Date }[];
}

/** The "longbox.campaign" file. */
export function buildCampaignExport(source: CampaignExportSource, exportedAt: Date): CampaignExport {
  const { campaign } = source;
  return {
    format: CAMPAIGN_EXPORT_FORMAT,
    formatVersion: CAMPAIGN_EXPORT_VERSION,
    rulesEdition: CURRENT_RULES_EDITION,
    exportedAt: exportedAt.toISOString(),
    campaign: {
      id: campaign.id,
      name: campaign.name,
      settings: {
        storyPointGoal: campaign.storyPointGoal,
        allowVehicles: campaign.allowVehicles,
        allowAlternatePowerLevels: campaign.allowAlternatePowerLevels,
        advancement: ADVANCEMENT_FROM_ROW[campaign.advancement],
        socialScienceVariant: SOCIAL_SCIENCE_FROM_ROW[campaign.socialScienceVariant],
        reportConfirmation: REPORT_CONFIRMATION_FROM_ROW[campaign.reportConfirmation],
      },
      optionsLockedAt: campaign.optionsLockedAt?.toISOString() ?? null,
      isArchived: campaign.archivedAt !== null,
      createdAt: campaign.createdAt.toISOString(),
    },
    members: source.members.map((member) => ({ name: member.name, role: ROLE_FROM_ROW[member.role], joinedAt: member.joinedAt.toISOString() })),
    teams: source.teams.map(exportTeam),
    storyPointLedger: source.ledger.map((entry) => ({
      teamId: entry.teamId,
      delta: entry.delta,
      reason: LEDGER_REASON_FROM_ROW[entry.reason],
      note: entry.note,
      actorName: entry.actorName,
      createdAt: entry.createdAt.toISOString(),
    })),
    ...(source.activity
      ? { activity: source.activity.map((line) => ({ kind: line.kind, summary: line.summary, actorName: line.actorName, createdAt: line.createdAt.toISOString() })) }
      : {}),
  };
}

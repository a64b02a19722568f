import type { CampaignFileCheck } from "@/lib/export/campaign-file-check";
import { orderedIdSource } from "@/lib/export/new-row-id";
import { superMissionForce } from "@/lib/games/smf";
import { ALIGNMENT_LABELS } from "@/lib/schemas/team";
import type { CampaignImportPreviewView } from "@/lib/views/campaign-import-preview";
import { CAMPAIGN_EXPORT_FORMAT, type CampaignExport } from "./campaign-export-schema";
import { planCampaignImport, type CampaignImportPreview } from "./plan-campaign-import";
import { readCampaignFile } from "./read-campaign-file";

/** SMF's own preview in the generic shape the import page draws; pure. */
export function smfCampaignPreviewView(preview: CampaignImportPreview): CampaignImportPreviewView {
  const { campaign, counts } = preview;
  const canImport = preview.canImport && preview.fileErrors.length === 0 && campaign !== null;
  const battleParts = [
    counts.resolvedBattles > 0 ? `${counts.resolvedBattles} resolved` : null,
    counts.undoneBattles > 0 ? `${counts.undoneBattles} undone` : null,
    counts.openBattles > 0 ? `${counts.openBattles} under way` : null,
    counts.cancelledBattles > 0 ? `${counts.cancelledBattles} cancelled` : null,
  ].filter(Boolean);
  const notes = campaign
    ? [
        `Exported on ${campaign.exportedAt.slice(0, 10)} · goal ${campaign.storyPointGoal} SP${campaign.isFinished ? " · finished" : ""}${campaign.isArchived ? " · ended" : ""}`,
        ...(battleParts.length > 0 ? [`Battles: ${battleParts.join(", ")}.`] : []),
        ...(campaign.isOtherRulesVersion ? [`It was played under rules version ${campaign.rulesVersion}; its records are kept as they were.`] : []),
        ...(preview.members.length > 0
          ? [
              `The members in the file (${preview.members.map((m) => m.name).join(", ")}) come along as names on their teams, battles and rolls, not as accounts: invite them again if they should play.`,
            ]
          : []),
      ]
    : [];
  return {
    canImport,
    problems: preview.fileErrors,
    warnings: preview.rosterNotes.map((note) => `Would not pass today's builder check; imported as it was played: ${note}`),
    notes,
    campaign: campaign ? { name: campaign.name, systemName: superMissionForce.name } : null,
    teams: preview.teams.map((team) => ({
      name: `${team.name}${team.isArchived ? " (archived)" : ""}`,
      ownerLabel: team.ownerName,
      memberCount: team.characterCount,
      memberNoun: "character",
      detail: `${ALIGNMENT_LABELS[team.alignment]} · ${team.balance} SP (${team.earned} earned)`,
    })),
    counts: { battles: counts.battles, ledgerEntries: counts.ledgerEntries, rolls: counts.rolls, journalEntries: counts.activity },
  };
}

/**
 * SMF's check of a campaign file (lib/export/campaign-file-check.ts), run on an import reading
 * thread: the strict reading of read-campaign-file.ts, and for the preview the plan's counts.
 */
export const campaignFileCheck: CampaignFileCheck<CampaignExport> = {
  format: CAMPAIGN_EXPORT_FORMAT,
  preview(json) {
    return smfCampaignPreviewView(planCampaignImport(readCampaignFile({ json }), orderedIdSource()).preview);
  },
  read(json) {
    const reading = readCampaignFile({ json });
    return reading.ok ? { ok: true, file: reading.file } : { ok: false, problemCount: reading.errors.length };
  },
};

/** Its records in the shared campaign file, checked on the same reading threads. */
export { smfCampaignRecordsCheck as campaignRecordsCheck } from "./campaign-records";

import "server-only";
import type { CampaignImportPreview } from "@/lib/games/smf/export/plan-campaign-import";
import { superMissionForce } from "@/lib/games/smf";
import { ALIGNMENT_LABELS } from "@/lib/schemas/team";
import type { CampaignImportPreviewView } from "@/lib/views/campaign-import-preview";
import type { GameServer } from "../../../game-server";
import { importCampaign } from "./import-campaign";
import { previewCampaignImport } from "./preview-campaign-import";

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

/** SMF's campaign import behind the generic contract: it checks the JSON the generic import parsed (read-campaign-file.ts). */
export const smfCampaignFileImporter: NonNullable<NonNullable<GameServer["import"]>["campaignFile"]> = {
  async preview(_userId, upload) {
    return smfCampaignPreviewView(previewCampaignImport(upload));
  },
  write(userId, upload, copyName) {
    return importCampaign(userId, upload, copyName);
  },
};

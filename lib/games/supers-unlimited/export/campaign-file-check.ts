import type { CampaignFileCheck } from "@/lib/export/campaign-file-check";
import { refusedCampaignImport } from "@/lib/views/campaign-import-preview";
import { SU_CAMPAIGN_EXPORT_FORMAT, supersUnlimited } from "../index";
import { readSuLeagueFile, type SuLeagueFileReading } from "./read-league-file";

/** A league file that passed readSuLeagueFile: what the write needs. */
export type CheckedSuLeagueFile = Extract<SuLeagueFileReading, { ok: true }>;

/**
 * Supers Unlimited's check of a league file (lib/export/campaign-file-check.ts), run on an import
 * reading thread: readSuLeagueFile's strict reading, and the preview drawn from it.
 */
export const campaignFileCheck: CampaignFileCheck<CheckedSuLeagueFile> = {
  format: SU_CAMPAIGN_EXPORT_FORMAT,
  preview(json) {
    const reading = readSuLeagueFile(json);
    if (!reading.ok) return refusedCampaignImport(reading.problems);
    const { file } = reading;
    return {
      canImport: true,
      problems: [],
      warnings: reading.warnings,
      notes: [
        `Exported on ${file.exportedAt.slice(0, 10)}.`,
        ...(file.members.length > 0
          ? [
              `The members in the file (${file.members.map((m) => m.name).join(", ")}) come along as names on their teams, battles and rolls, not as accounts: invite them again if they should play.`,
            ]
          : []),
      ],
      campaign: { name: file.league.name, systemName: supersUnlimited.name },
      teams: file.teams.map((team) => ({
        name: `${team.name}${team.archivedAt ? " (archived)" : ""}`,
        ownerLabel: team.ownerLabel,
        memberCount: team.cards.filter((card) => card.retiredAt === null).length,
        memberNoun: "card",
      })),
      counts: { battles: file.battles.length, ledgerEntries: file.ledger.length, rolls: file.rolls.length, journalEntries: file.journal.length },
    };
  },
  read(json) {
    const reading = readSuLeagueFile(json);
    return reading.ok ? { ok: true, file: reading } : { ok: false, problemCount: reading.problems.length };
  },
};

/** Its records in the shared campaign file, checked on the same reading threads. */
export { leagueRecordsCheck as campaignRecordsCheck } from "./league-records";

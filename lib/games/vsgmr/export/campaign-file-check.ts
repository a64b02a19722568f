import type { CampaignFileCheck } from "@/lib/export/campaign-file-check";
import { refusedCampaignImport } from "@/lib/views/campaign-import-preview";
import { VSGMR_CAMPAIGN_EXPORT_FORMAT, vsgmr } from "../index";
import { summarizeSeriesFile } from "./plan-series-import";
import { readSeriesFile, type SeriesFileProblem } from "./read-series-file";
import type { VsgmrSeriesFile } from "./series-file-schema";

const problemLines = (problems: readonly SeriesFileProblem[]) => problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message));

/**
 * VSGMR's check of a series file (lib/export/campaign-file-check.ts), run on an import reading
 * thread: readSeriesFile's strict reading, and the preview drawn from its summary.
 */
export const campaignFileCheck: CampaignFileCheck<VsgmrSeriesFile> = {
  format: VSGMR_CAMPAIGN_EXPORT_FORMAT,
  preview(json) {
    const reading = readSeriesFile({ json });
    if (!reading.ok) return refusedCampaignImport(problemLines(reading.problems));
    const summary = summarizeSeriesFile(reading.file);
    return {
      canImport: true,
      problems: [],
      warnings: [],
      notes: [
        `${summary.resolvedBattles} of its ${summary.battles} battles have a result; ${summary.soloBattles} were played solo against the app.`,
        "The forces keep their owners' names but belong to no account: invite the players again if they should play.",
      ],
      campaign: { name: summary.name, systemName: vsgmr.name },
      teams: summary.forces.map((force) => ({
        name: `${force.name}${force.isArchived ? " (archived)" : ""}`,
        ownerLabel: force.owner,
        memberCount: force.figures,
        memberNoun: "figure",
      })),
      // The journal is drawn from the resolved battles (VSGMR keeps no journal rows of its own).
      counts: { battles: summary.battles, ledgerEntries: summary.ledgerEntries, rolls: summary.rolls, journalEntries: summary.resolvedBattles },
    };
  },
  read(json) {
    const reading = readSeriesFile({ json });
    return reading.ok ? { ok: true, file: reading.file } : { ok: false, problemCount: reading.problems.length };
  },
};

/** Its records in the shared campaign file, checked on the same reading threads. */
export { seriesRecordsCheck as campaignRecordsCheck } from "./series-records";

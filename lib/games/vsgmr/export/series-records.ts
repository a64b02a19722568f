import { z } from "zod";
import type { CampaignRecordsCheck } from "@/lib/export/campaign-envelope-check";
import type { CampaignFileEnvelope } from "@/lib/schemas/campaign-file-envelope";
import { VSGMR_CAMPAIGN_EXPORT_FORMAT, vsgmr } from "../index";
import { readSeriesFile, type SeriesFileProblem } from "./read-series-file";
import { MAX_SERIES_BATTLES, MAX_SERIES_FORCES, seriesBattleSchema, seriesFigureSchema, VSGMR_SERIES_FILE_VERSION, type VsgmrSeriesFile } from "./series-file-schema";

/**
 * VSGMR's own records in the shared campaign file (its `game` section): each force's figures, by
 * the file's team reference, and the battles (scenario, sides, solo turn log, result, Recruit) in
 * the shapes of its series file (series-file-schema.ts), their forces named by team references
 * and their figures by character references. Everything else of a series is the envelope's.
 */
export const seriesRecordsSchema = z.strictObject({
  forces: z.array(z.strictObject({ team: z.string().min(1).max(40), figures: seriesFigureSchema.array() })).max(MAX_SERIES_FORCES),
  battles: z.array(seriesBattleSchema).max(MAX_SERIES_BATTLES),
});
export type SeriesRecords = z.infer<typeof seriesRecordsSchema>;

/**
 * The series the envelope and its records describe, as VSGMR's series file: so the envelope is
 * held to every rule the series file is (readSeriesFile: the settings, the forces' figures judged
 * by the rules, the battles' records, the ledger's currency and reasons, every reference), and
 * written by the same plan. A force is a team of the envelope, under the team's reference.
 */
export function seriesFileOf(envelope: CampaignFileEnvelope, records: SeriesRecords): unknown {
  const figures = new Map(records.forces.map((force) => [force.team, force.figures]));
  return {
    format: VSGMR_CAMPAIGN_EXPORT_FORMAT,
    version: VSGMR_SERIES_FILE_VERSION,
    exportedAt: envelope.exportedAt,
    rulesEdition: vsgmr.rulesEdition,
    series: {
      name: envelope.campaign.name,
      settings: envelope.campaign.settings,
      teamControl: envelope.campaign.teamControl,
      appDiceOnly: envelope.campaign.appDiceOnly,
      reportConfirmation: envelope.campaign.reportConfirmation,
      optionsLockedAt: envelope.campaign.optionsLockedAt,
      createdAt: envelope.campaign.createdAt,
    },
    forces: envelope.teams.map((team) => ({
      ref: team.ref,
      name: team.name,
      owner: team.ownerName,
      alignment: team.alignment,
      notes: team.notes,
      isArchived: team.archivedAt !== null,
      createdAt: team.createdAt,
      figures: figures.get(team.ref) ?? [],
    })),
    battles: records.battles,
    ledger: envelope.ledger.map((entry) => ({
      ref: entry.ref,
      force: entry.team,
      battle: entry.battle,
      currency: entry.currency,
      reason: entry.reason,
      delta: entry.delta,
      note: entry.note,
      reverses: entry.reverses,
      actor: entry.actorName,
      createdAt: entry.createdAt,
    })),
    rolls: envelope.rollLog.map((roll) => ({
      sequence: roll.sequence,
      battle: roll.battle,
      slot: roll.slot,
      purpose: roll.purpose,
      label: roll.label,
      sides: roll.sides,
      faces: roll.faces,
      source: roll.source,
      force: roll.team,
      forceName: roll.teamName,
      actor: roll.actorName,
      createdAt: roll.createdAt,
    })),
  };
}

/** A series file's path as the envelope's: its forces are the envelope's teams (figures the game's), its rolls the roll log. */
function envelopePath(path: string): string {
  if (path.startsWith("series.")) return `campaign.${path.slice("series.".length)}`;
  if (path.startsWith("rolls")) return `rollLog${path.slice("rolls".length)}`;
  if (path.startsWith("battles")) return `game.${path}`;
  if (/^forces\[\d+\]\.figures/.test(path)) return `game.${path}`;
  if (path.startsWith("forces")) return `teams${path.slice("forces".length)}`;
  return path;
}

const problemLines = (problems: readonly SeriesFileProblem[]) => problems.map((problem) => (problem.path ? `${envelopePath(problem.path)}: ${problem.message}` : problem.message));

/** VSGMR's check of its records in the shared campaign file (lib/export/campaign-envelope-check.ts), on an import reading thread. */
export const seriesRecordsCheck: CampaignRecordsCheck<VsgmrSeriesFile> = {
  gameSystem: vsgmr.id,
  read(json, envelope) {
    const parsed = seriesRecordsSchema.safeParse(json);
    if (!parsed.success) return { ok: false, problems: parsed.error.issues.slice(0, 5).map((issue) => `game.${issue.path.join(".")}: ${issue.message}`) };
    const teams = new Set(envelope.teams.map((team) => team.ref));
    const unknown = parsed.data.forces.filter((force) => !teams.has(force.team));
    if (unknown.length > 0) return { ok: false, problems: unknown.map((force) => `game.forces: no team “${force.team}” in this file.`) };
    const reading = readSeriesFile({ json: seriesFileOf(envelope, parsed.data) });
    if (!reading.ok) return { ok: false, problems: problemLines(reading.problems) };
    const file = reading.file;
    return {
      ok: true,
      reading: {
        records: file,
        battleRefs: file.battles.map((battle) => battle.ref),
        characterRefs: file.forces.flatMap((force) => force.figures.map((figure) => figure.ref)),
        battles: file.battles.length,
        members: { noun: "figure", byTeam: Object.fromEntries(file.forces.map((force) => [force.ref, force.figures.filter((figure) => !figure.isRetired).length])) },
      },
    };
  },
};

import "server-only";
import { orderedIdSource } from "@/lib/export/new-row-id";
import type { CampaignImportWrite, CopyName } from "@/lib/game-contract/game-server";
import type { Prisma } from "@/lib/generated/prisma/client";
import { recordActivity } from "@/lib/server/activity/record-activity";
import { displayName } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { invalidCampaignFileMessage } from "@/lib/views/campaign-import-preview";
import { vsgmr } from "../../index";
import { trackRows } from "../export/track-rows";
import { planSeriesImport, setUpFigureIds, summarizeSeriesFile, type SeriesImportPlan, type SeriesImportSummary } from "../../export/plan-series-import";
import { readSeriesFile, type ReadSeriesFile, type SeriesFileInput, type SeriesFileProblem } from "../../export/read-series-file";
import type { VsgmrSeriesFile } from "../../export/series-file-schema";

export type SeriesImportPreview = { ok: true; summary: SeriesImportSummary } | { ok: false; problems: SeriesFileProblem[] };

export type ImportVsgmrSeriesResult = { ok: true; campaign: { id: string; name: string } } | (ServiceFailure<"invalid-file"> & { problems: SeriesFileProblem[] });

/** A series is at most a few thousand rows: more than Prisma's default 5 s for one transaction when the machine is busy. */
const IMPORT_TRANSACTION = { maxWait: 10_000, timeout: 60_000 } as const;
const ROWS_PER_INSERT = 1_000;

const json = (value: unknown) => value as Prisma.InputJsonValue;

async function inChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) await insert(rows.slice(start, start + ROWS_PER_INSERT));
}

/** What importing this series file would bring, or every problem of the file. Writes nothing; any signed-in user may ask. */
export function previewVsgmrSeriesImport(file: SeriesFileInput): SeriesImportPreview {
  const reading = readSeriesFile(file);
  return reading.ok ? { ok: true, summary: summarizeSeriesFile(reading.file) } : reading;
}

/**
 * Imports a series file as a NEW series organised by `userId` (its only member), as anyone may
 * start a campaign. The file is read and checked here, never trusting an earlier preview; then the
 * whole series is written in ONE transaction with new ids: settings, forces and their figures,
 * battles with their records and sides, the ledger, the roll log (marked as imported, with its
 * numbers and the series' counter after them) and one activity line saying who imported it. A
 * refused file, or a failure anywhere, writes nothing. Forces keep their owners' names but belong
 * to no account; no share link or invite comes along.
 */
export async function importVsgmrSeries(
  userId: string,
  file: SeriesFileInput | { checked: VsgmrSeriesFile },
  copyName: CopyName = (name) => name,
): Promise<ImportVsgmrSeriesResult> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, name: true, email: true } });
  // A file read already (on an import reading thread, by export/campaign-file-check.ts) is not read again.
  const reading: ReadSeriesFile = typeof file === "object" && "checked" in file ? { ok: true, file: file.checked } : readSeriesFile(file);
  if (!reading.ok) {
    const count = reading.problems.length;
    return {
      ok: false,
      code: "invalid-file",
      message: `The file cannot be imported: ${count === 1 ? "1 problem" : `${count} problems`} (listed below). Nothing was imported.`,
      problems: reading.problems,
    };
  }
  const planned = planSeriesImport(reading.file, orderedIdSource());
  const plan = { ...planned, campaign: { ...planned.campaign, name: copyName(planned.campaign.name) } };
  const actorName = displayName(user);
  // The battles' tracker taps, their figures and forces by the plan's new ids (the plan keeps the file's order).
  const figureIds = new Map(reading.file.forces.flatMap((force) => force.figures.map((figure) => figure.ref)).map((ref, index) => [ref, plan.characters[index]!.id]));
  const teamIds = new Map(reading.file.forces.map((force, index) => [force.ref, plan.teams[index]!.id]));
  const track = reading.file.battles.flatMap((battle, index) => {
    const planned = plan.battles[index]!;
    const figures = new Map([...figureIds, ...setUpFigureIds(battle, planned.details, (ref) => teamIds.get(ref)!)]);
    return trackRows(battle.track ?? [], planned.id, figures, teamIds, () => crypto.randomUUID());
  });
  await db.$transaction(async (tx) => {
    await writeSeries(tx, plan, user.id);
    if (track.length > 0) await tx.battleTrackEntry.createMany({ data: track });
    await recordActivity(tx, {
      campaignId: plan.campaign.id,
      actor: { userId: user.id, actorName },
      kind: "CAMPAIGN_CREATED",
      summary: `${actorName} imported the series “${planned.campaign.name}” from a file exported on ${reading.file.exportedAt.slice(0, 10)}.`,
      payload: { v: 1, name: plan.campaign.name },
    });
  }, IMPORT_TRANSACTION);
  return { ok: true, campaign: { id: plan.campaign.id, name: plan.campaign.name } };
}

/** Parents before the rows that point at them. */
async function writeSeries(tx: Prisma.TransactionClient, plan: SeriesImportPlan, organiserId: string): Promise<void> {
  await tx.campaign.create({
    data: {
      ...plan.campaign,
      gameSystem: vsgmr.id,
      settings: json(plan.campaign.settings),
      memberships: { create: { userId: organiserId, role: "ORGANISER" } },
    },
    select: { id: true },
  });
  await inChunks(plan.teams, (chunk) => tx.team.createMany({ data: chunk }));
  await inChunks(plan.characters, (chunk) => tx.character.createMany({ data: chunk.map((row) => ({ ...row, build: json(row.build), state: {} })) }));
  await inChunks(plan.battles, (chunk) => tx.battle.createMany({ data: chunk.map((row) => ({ ...row, details: json(row.details) })) }));
  await inChunks(plan.battleTeams, (chunk) => tx.battleTeam.createMany({ data: chunk.map((row) => ({ ...row, lineUp: [] })) }));
  await inChunks(plan.ledger, (chunk) => tx.storyPointEntry.createMany({ data: chunk }));
  await inChunks(plan.rolls, (chunk) => tx.roll.createMany({ data: chunk }));
}

/** The generic import page's write of a series file export/campaign-file-check.ts read on an import reading thread. */
export async function importSeriesUpload(userId: string, file: VsgmrSeriesFile, copyName: CopyName): Promise<CampaignImportWrite> {
  const result = await importVsgmrSeries(userId, { checked: file }, copyName);
  return result.ok ? result : { ok: false, code: "invalid-file", message: invalidCampaignFileMessage(result.problems.length) };
}

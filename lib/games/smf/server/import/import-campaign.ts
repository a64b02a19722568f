import "server-only";
import { orderedIdSource } from "@/lib/export/new-row-id";
import { planCampaignImport, type CampaignImportPlan } from "@/lib/games/smf/export/plan-campaign-import";
import { readCampaignFile, type CampaignFileInput, type CampaignFileReading } from "@/lib/games/smf/export/read-campaign-file";
import { settingsFromInput, withoutSettingsFields } from "@/lib/game-contract/campaign-settings";
import type { CopyName } from "@/lib/game-contract/game-server";
import { superMissionForce } from "@/lib/games/smf";
import { Prisma } from "@/lib/generated/prisma/client";
import { recordActivity } from "@/lib/server/activity/record-activity";
import { displayName } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { invalidFileMessage } from "./import-team";

export type ImportCampaignResult = { ok: true; campaign: { id: string; name: string } } | ServiceFailure<"invalid-file">;

/** Rows per insert: under PostgreSQL's 65,535 parameters for the widest table, and battles by size. */
const ROWS_PER_INSERT = 1_000;
const BATTLES_PER_INSERT = 25;
/** A big campaign is tens of thousands of rows: more than Prisma's default 5 s for one transaction. */
const IMPORT_TRANSACTION = { maxWait: 10_000, timeout: 120_000 } as const;

function json(value: unknown): Prisma.InputJsonValue {
  return value as Prisma.InputJsonValue;
}

function nullableJson(value: unknown): Prisma.InputJsonValue | typeof Prisma.DbNull {
  return value === null || value === undefined ? Prisma.DbNull : (value as Prisma.InputJsonValue);
}

async function inChunks<T>(rows: readonly T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

function exportedOn(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}

/**
 * Imports a campaign export as a NEW campaign whose organiser, and only member, is `userId` (any
 * signed-in user may, as anyone may start a campaign). The file is read and checked here
 * (read-campaign-file.ts, plan-campaign-import.ts), never trusting an earlier preview; then the
 * whole campaign is written in ONE transaction: settings, teams (archived ones too), rosters,
 * battles with their teams and records, the ledger, the roll log with its sequence numbers,
 * the activity feed, and one line saying who imported it. A failure anywhere writes nothing.
 *
 * Ids are new and every reference is rewritten (plan-campaign-import.ts). People are names only:
 * the teams keep their leaders' names but belong to no account (Team.ownerId null, as after an
 * account is deleted); the organiser manages them all (permissions.ts gives runners every team
 * action). No share link or invite comes along.
 *
 * Refusal, writing nothing:
 * - invalid-file: the file has a problem (previewCampaignImport lists them).
 */
export async function importCampaign(userId: string, file: CampaignFileInput, copyName: CopyName = (name) => name): Promise<ImportCampaignResult> {
  return importCampaignReading(userId, () => readCampaignFile(file), copyName);
}

/**
 * importCampaign of a file already read: by `read` here, or by SMF's campaign-file-check.ts on an
 * import reading thread (the generic import's write).
 */
export async function importCampaignReading(userId: string, read: () => CampaignFileReading, copyName: CopyName = (name) => name): Promise<ImportCampaignResult> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, name: true, email: true } });
  const reading = read();
  const { preview, plan: planned } = planCampaignImport(reading, orderedIdSource());
  if (!planned) return { ok: false, code: "invalid-file", message: invalidFileMessage(preview.fileErrors.length) };
  const plan = { ...planned, campaign: { ...planned.campaign, name: copyName(planned.campaign.name) } };
  const actorName = displayName(user);
  const exportedAt = reading.ok ? reading.file.exportedAt : new Date().toISOString();

  await db.$transaction(async (tx) => {
    await writeCampaign(tx, plan, user.id);
    await recordActivity(tx, {
      campaignId: plan.campaign.id,
      actor: { userId: user.id, actorName },
      kind: "CAMPAIGN_CREATED",
      summary: `${actorName} imported the campaign “${planned.campaign.name}” from a file exported on ${exportedOn(exportedAt)}.`,
      payload: { v: 1, name: plan.campaign.name },
    });
  }, IMPORT_TRANSACTION);
  return { ok: true, campaign: { id: plan.campaign.id, name: plan.campaign.name } };
}

/** Writes the plan's rows, parents before the rows that point at them. */
async function writeCampaign(tx: Prisma.TransactionClient, plan: CampaignImportPlan, organiserId: string): Promise<void> {
  // SMF's own file: its own manifest's schema checks the options it carries.
  const gameSystemId = superMissionForce.id;
  const settings = settingsFromInput(superMissionForce, { ...plan.campaign });
  if (!settings.ok) throw new Error(`An imported campaign's options do not fit its game system: ${JSON.stringify(settings.fieldErrors)}`);
  await tx.campaign.create({
    data: {
      ...withoutSettingsFields(plan.campaign, settings.settings),
      gameSystem: gameSystemId,
      settings: { ...settings.settings },
      winners: nullableJson(plan.campaign.winners),
      memberships: { create: { userId: organiserId, role: "ORGANISER" } },
    },
    select: { id: true },
  });
  await inChunks(plan.teams, ROWS_PER_INSERT, (chunk) => tx.team.createMany({ data: chunk.map((team) => ({ ...team, state: json(team.state) })) }));
  await inChunks(plan.characters, ROWS_PER_INSERT, (chunk) =>
    tx.character.createMany({ data: chunk.map((character) => ({ ...character, build: json(character.build), state: json(character.state) })) }),
  );
  await inChunks(plan.battles, BATTLES_PER_INSERT, (chunk) =>
    tx.battle.createMany({
      data: chunk.map((battle) => ({
        ...battle,
        details: json(battle.details),
        snapshot: nullableJson(battle.snapshot),
        preBattleChoices: nullableJson(battle.preBattleChoices),
        preBattle: nullableJson(battle.preBattle),
        report: nullableJson(battle.report),
        postBattleChoices: json(battle.postBattleChoices),
        postBattleState: nullableJson(battle.postBattleState),
        postBattleEvents: json(battle.postBattleEvents),
      })),
    }),
  );
  await inChunks(plan.battleTeams, ROWS_PER_INSERT, (chunk) => tx.battleTeam.createMany({ data: chunk.map((team) => ({ ...team, lineUp: json(team.lineUp) })) }));
  await inChunks(plan.ledger, ROWS_PER_INSERT, (chunk) => tx.storyPointEntry.createMany({ data: chunk }));
  await inChunks(plan.rolls, ROWS_PER_INSERT, (chunk) => tx.roll.createMany({ data: chunk }));
  await inChunks(plan.activity, ROWS_PER_INSERT, (chunk) => tx.activityEvent.createMany({ data: chunk.map((line) => ({ ...line, payload: json(line.payload) })) }));
}

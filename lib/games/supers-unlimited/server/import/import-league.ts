import "server-only";
import { orderedIdSource } from "@/lib/export/new-row-id";
import type { CampaignImportWrite, CopyName } from "@/lib/game-contract/game-server";
import { Prisma } from "@/lib/generated/prisma/client";
import { recordActivity } from "@/lib/server/activity/record-activity";
import { displayName } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { invalidCampaignFileMessage } from "@/lib/views/campaign-import-preview";
import { supersUnlimited } from "../../index";
import type { CheckedSuLeagueFile } from "../../export/campaign-file-check";
import { readSuLeagueFile } from "../../export/read-league-file";
import { SU_CARD_KIND } from "../cards/card-row";

/** A league is far smaller than an SMF campaign, but its write is still many rows: more than Prisma's default 5 s. */
const IMPORT_TRANSACTION = { maxWait: 10_000, timeout: 120_000 } as const;
const REFERENCE = /\b(?:team|card|battle|entry)-[1-9][0-9]{0,6}\b/g;

function json(value: unknown): Prisma.InputJsonValue {
  return value as Prisma.InputJsonValue;
}

function nullableJson(value: unknown): Prisma.InputJsonValue | typeof Prisma.DbNull {
  return value === null || value === undefined ? Prisma.DbNull : (value as Prisma.InputJsonValue);
}

function when(iso: string): Date;
function when(iso: string | null): Date | null;
function when(iso: string | null): Date | null {
  return iso === null ? null : new Date(iso);
}

/** `value` with every file reference in it (whole, inside text, or as a key) replaced by its new row id. */
export function withIds(value: unknown, ids: ReadonlyMap<string, string>): unknown {
  const rewrite = (text: string) => text.replace(REFERENCE, (ref) => ids.get(ref) ?? ref);
  const walk = (item: unknown): unknown => {
    if (typeof item === "string") return rewrite(item);
    if (Array.isArray(item)) return item.map(walk);
    if (item !== null && typeof item === "object") return Object.fromEntries(Object.entries(item).map(([key, inner]) => [rewrite(key), walk(inner)]));
    return item;
  };
  return walk(value);
}

/**
 * Imports a league file as a NEW league organised by `userId`, and only them: every row gets a new
 * id and every reference in the stored records is rewritten; teams keep their owners' labels but
 * belong to no account (as after an account is deleted). The file is read afresh (never trusting
 * the preview) and written in ONE transaction with a journal line saying who imported it.
 *
 * Refusal, writing nothing:
 * - invalid-file: the file has a problem (export/campaign-file-check.ts lists them).
 */
export async function importSuLeague(userId: string, upload: { json: unknown }, copyName: CopyName = (name) => name): Promise<CampaignImportWrite> {
  const reading = readSuLeagueFile(upload.json);
  if (!reading.ok) return { ok: false, code: "invalid-file", message: invalidCampaignFileMessage(reading.problems.length) };
  return writeSuLeague(userId, reading, copyName);
}

/** importSuLeague of a file already read: by readSuLeagueFile, or by export/campaign-file-check.ts on an import reading thread. */
export async function writeSuLeague(userId: string, reading: CheckedSuLeagueFile, copyName: CopyName = (name) => name): Promise<CampaignImportWrite> {
  const { file, settings, cards } = reading;
  const name = copyName(file.league.name);
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, name: true } });
  const actorName = displayName(user);

  const newId = orderedIdSource();
  const campaignId = newId();
  const ids = new Map<string, string>();
  for (const team of file.teams) {
    ids.set(team.ref, newId());
    for (const card of team.cards) ids.set(card.ref, newId());
  }
  for (const battle of file.battles) ids.set(battle.ref, newId());
  for (const entry of file.ledger) ids.set(entry.ref, newId());
  const id = (ref: string) => ids.get(ref)!;
  const maybe = (ref: string | null) => (ref === null ? null : id(ref));
  const rollSequence = file.rolls.reduce((top, roll) => Math.max(top, roll.sequence), 0);

  await db.$transaction(async (tx) => {
    await tx.campaign.create({
      data: {
        id: campaignId,
        name,
        gameSystem: supersUnlimited.id,
        settings: json(settings),
        reportConfirmation: file.league.reportConfirmation as Prisma.CampaignCreateInput["reportConfirmation"],
        teamControl: file.league.teamControl as Prisma.CampaignCreateInput["teamControl"],
        appDiceOnly: file.league.appDiceOnly,
        optionsLockedAt: when(file.league.optionsLockedAt),
        archivedAt: when(file.league.archivedAt),
        finishedAt: when(file.league.finishedAt),
        winners: nullableJson(withIds(file.league.winners, ids)),
        createdAt: when(file.league.createdAt),
        rollSequence,
        memberships: { create: { userId: user.id, role: "ORGANISER" } },
      },
      select: { id: true },
    });
    await tx.team.createMany({
      data: file.teams.map((team) => ({
        id: id(team.ref),
        campaignId,
        ownerId: null,
        ownerName: team.ownerLabel,
        name: team.name,
        alignment: team.alignment as "HEROES" | "VILLAINS",
        notes: team.notes,
        state: json(withIds(team.state, ids)),
        archivedAt: when(team.archivedAt),
        createdAt: when(team.createdAt),
      })),
    });
    await tx.character.createMany({
      data: file.teams.flatMap((team) =>
        team.cards.map((entry) => {
          const card = cards.get(entry.ref)!;
          return {
            id: id(entry.ref),
            teamId: id(team.ref),
            position: entry.position,
            name: card.name,
            kind: SU_CARD_KIND,
            build: json({ ...card, id: id(entry.ref) }),
            state: json(withIds(entry.state, ids)),
            formatVersion: entry.formatVersion,
            retiredAt: when(entry.retiredAt),
            hasFought: entry.hasFought,
            createdAt: when(entry.createdAt),
          };
        }),
      ),
    });
    await tx.battle.createMany({
      data: file.battles.map((battle) => ({
        id: id(battle.ref),
        campaignId,
        issue: battle.issue,
        status: battle.status as Prisma.BattleCreateManyInput["status"],
        details: json(withIds(battle.details, ids)),
        snapshot: nullableJson(withIds(battle.snapshot, ids)),
        preBattleChoices: nullableJson(withIds(battle.preBattleChoices, ids)),
        preBattle: nullableJson(withIds(battle.preBattle, ids)),
        report: nullableJson(withIds(battle.report, ids)),
        postBattleChoices: json(withIds(battle.postBattleChoices, ids) ?? {}),
        postBattleStep: battle.postBattleStep,
        postBattleState: nullableJson(withIds(battle.postBattleState, ids)),
        applyCount: battle.applyCount,
        createdByName: battle.createdByLabel,
        createdAt: when(battle.createdAt),
        reportedByName: battle.reportedByLabel,
        reportedAt: when(battle.reportedAt),
        confirmedByName: battle.confirmedByLabel,
        confirmedAt: when(battle.confirmedAt),
        resolvedAt: when(battle.resolvedAt),
        undoneByName: battle.undoneByLabel,
        undoneAt: when(battle.undoneAt),
        cancelledAt: when(battle.cancelledAt),
      })),
    });
    if (file.league.finishedByBattle !== null) await tx.campaign.update({ where: { id: campaignId }, data: { finishedByBattleId: id(file.league.finishedByBattle) } });
    await tx.battleTeam.createMany({
      data: file.battles.flatMap((battle) =>
        battle.sides.map((side) => ({
          battleId: id(battle.ref),
          teamId: id(side.team),
          position: side.position,
          teamName: side.teamName,
          ownerId: null,
          ownerName: side.ownerLabel,
          lineUp: json(withIds(side.lineUp, ids)),
          result: side.result as Prisma.BattleTeamCreateManyInput["result"],
        })),
      ),
    });
    await tx.storyPointEntry.createMany({
      data: file.ledger.map((entry) => ({
        id: id(entry.ref),
        teamId: id(entry.team),
        campaignId,
        currency: entry.currency,
        delta: entry.delta,
        reason: entry.reason,
        note: entry.note,
        battleId: maybe(entry.battle),
        reversesEntryId: maybe(entry.reverses),
        actorId: null,
        actorName: entry.actorLabel,
        // The keys SU's own services would have written, so undo and correction keep their guards.
        idempotencyKey: entry.reverses !== null ? `${id(entry.reverses)}:undo` : `import:${id(entry.ref)}`,
        createdAt: when(entry.createdAt),
      })),
    });
    await tx.roll.createMany({
      data: file.rolls.map((roll) => ({
        campaignId,
        battleId: maybe(roll.battle),
        sequence: roll.sequence,
        slot: roll.slot,
        requestKey: `import:${campaignId}:${roll.sequence}`,
        purpose: roll.purpose,
        label: roll.label,
        sides: roll.sides,
        faces: roll.faces,
        source: roll.source as Prisma.RollCreateManyInput["source"],
        isImported: true,
        teamId: maybe(roll.team),
        teamName: roll.teamName,
        characterId: maybe(roll.card),
        characterName: roll.cardName,
        actorId: null,
        actorName: roll.actorLabel,
        createdAt: when(roll.createdAt),
      })),
    });
    await tx.activityEvent.createMany({
      data: file.journal.map((line) => ({
        campaignId,
        actorId: null,
        actorName: line.actorLabel,
        kind: line.kind as Prisma.ActivityEventCreateManyInput["kind"],
        summary: line.summary,
        payload: json(withIds(line.payload, ids)),
        createdAt: when(line.createdAt),
      })),
    });
    await recordActivity(tx, {
      campaignId,
      actor: { userId: user.id, actorName },
      kind: "CAMPAIGN_CREATED",
      summary: `${actorName} imported the league “${file.league.name}” from a file exported on ${file.exportedAt.slice(0, 10)}.`,
      payload: { v: 1, name },
    });
  }, IMPORT_TRANSACTION);
  return { ok: true, campaign: { id: campaignId, name } };
}

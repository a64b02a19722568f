import "server-only";
import type { EnvelopeRead } from "@/lib/export/campaign-envelope-check";
import { describeIssues } from "@/lib/export/describe-issues";
import { orderedIdSource } from "@/lib/export/new-row-id";
import type { CampaignImportWrite, CampaignRecordsServer, CopyName } from "@/lib/game-contract/game-server";
import type { AnyGameSystem } from "@/lib/game-contract/game-system";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CampaignFileEnvelope } from "@/lib/schemas/campaign-file-envelope";
import { recordActivity } from "@/lib/server/activity/record-activity";
import { displayName } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";

/** The campaign's game as the catalog gives it to the import (handed in: this module reads no catalog). */
export interface EnvelopeGame {
  system: AnyGameSystem;
  /** Its writer of its own records; null: it keeps none (a file holding some was refused by the check). */
  records: CampaignRecordsServer | null;
}

/** A campaign may be thousands of rows: more than Prisma's default 5 s for one transaction when the machine is busy. */
const IMPORT_TRANSACTION = { maxWait: 10_000, timeout: 60_000 } as const;
const ROWS_PER_INSERT = 1_000;

const json = (value: unknown) => value as Prisma.InputJsonValue;
const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

async function inChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) await insert(rows.slice(start, start + ROWS_PER_INSERT));
}

/** `value` with every reference of the file in it (a whole string, or a key) given as its new row's id: a team's state names rows by them. */
function withNewIds(value: unknown, ids: ReadonlyMap<string, string>): unknown {
  if (typeof value === "string") return ids.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => withNewIds(item, ids));
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [ids.get(key) ?? key, withNewIds(item, ids)]));
  return value;
}

/** A reference the game's writer did not answer with a new row: the file and its records disagree. Rolls the import back. */
class EnvelopeReferenceError extends Error {}

function lookup(map: ReadonlyMap<string, string>, what: string, ref: string | null): string | null {
  if (ref === null) return null;
  const id = map.get(ref);
  if (id === undefined) throw new EnvelopeReferenceError(`${what}: the game's records hold no “${ref}”.`);
  return id;
}

/** What the game's own rules refuse in the generic parts: its settings, its kinds of session. The reading thread knows no game's rules. */
function gameProblems(envelope: CampaignFileEnvelope, system: AnyGameSystem): { problems: string[]; settings: unknown } {
  const problems: string[] = [];
  const parsed = system.settings.schema.safeParse(envelope.campaign.settings);
  if (!parsed.success) problems.push(...describeIssues(parsed.error.issues, ["campaign", "settings"]));
  const kinds = new Set((system.sessions?.kinds ?? []).map((kind) => kind.id));
  const numbers = new Set<string>();
  envelope.sessions.forEach((session, index) => {
    if (!kinds.has(session.kind)) problems.push(`sessions[${index}].kind: ${system.name} has no sessions of the kind “${session.kind}”.`);
    const key = `${session.kind}#${session.number}`;
    if (numbers.has(key)) problems.push(`sessions[${index}].number: ${session.kind} ${session.number} is given twice.`);
    numbers.add(key);
  });
  return { problems, settings: parsed.success ? parsed.data : null };
}

/** The problems of a checked file against its game's rules (for the preview, beside the reading thread's). */
export function envelopeGameProblems(read: EnvelopeRead, game: EnvelopeGame): string[] {
  return gameProblems(read.envelope, game.system).problems;
}

export type EnvelopeImportWrite = CampaignImportWrite | { ok: false; code: "invalid-file"; message: string; problems: string[] };

/**
 * Imports a shared campaign file (checked on a reading thread: campaign-envelope-check.ts) as a
 * NEW campaign of its game organised by `userId`, its only member, in ONE transaction: the
 * campaign, its teams (owned by no account), then the game's own records by the game's writer,
 * then the ledger, the roll log (marked imported), the journal and the sessions pointing at the
 * new rows, and one line saying who imported it. The game writes no generic table. A refusal, or
 * a failure anywhere, writes nothing.
 */
export async function writeCampaignEnvelope(userId: string, read: EnvelopeRead, game: EnvelopeGame, copyName: CopyName): Promise<EnvelopeImportWrite> {
  const { envelope } = read;
  const refused = (problems: string[]) => ({
    ok: false as const,
    code: "invalid-file" as const,
    message: `Nothing was imported: ${problems.length === 1 ? problems[0] : `the file has ${problems.length} problems: ${problems.join(" ")}`}`,
    problems,
  });
  if (envelope.gameSystem !== game.system.id) return refused([`gameSystem: the file is a campaign of “${envelope.gameSystem}”, not of ${game.system.name}.`]);
  const checked = gameProblems(envelope, game.system);
  if (checked.problems.length > 0) return refused(checked.problems);

  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, name: true } });
  const actorName = displayName(user);
  const newId = orderedIdSource();
  const campaignId = newId();
  const name = copyName(envelope.campaign.name);
  const teams = new Map(envelope.teams.map((team) => [team.ref, newId()]));
  const entries = new Map(envelope.ledger.map((entry) => [entry.ref, newId()]));
  // A session is "session-N" by its place in the file (as the export names it in a team's state and the details).
  const sessions = new Map(envelope.sessions.map((_, index) => [`session-${index + 1}`, newId()]));
  const rollSequence = envelope.rollLog.reduce((highest, roll) => Math.max(highest, roll.sequence), 0);
  try {
    await db.$transaction(async (tx) => {
      await tx.campaign.create({
        data: {
          id: campaignId,
          name,
          gameSystem: game.system.id,
          settings: json(checked.settings),
          reportConfirmation: envelope.campaign.reportConfirmation,
          teamControl: envelope.campaign.teamControl,
          appDiceOnly: envelope.campaign.appDiceOnly,
          optionsLockedAt: dateOrNull(envelope.campaign.optionsLockedAt),
          archivedAt: dateOrNull(envelope.campaign.archivedAt),
          rollSequence,
          memberships: { create: { userId: user.id, role: "ORGANISER" } },
        },
        select: { id: true },
      });
      await inChunks(envelope.teams, (chunk) =>
        tx.team.createMany({
          data: chunk.map((team) => ({
            id: teams.get(team.ref)!,
            campaignId,
            name: team.name,
            ownerName: team.ownerName,
            alignment: team.alignment,
            notes: team.notes,
            // Its state may name rows the game writes below: written once they have ids.
            state: {},
            archivedAt: dateOrNull(team.archivedAt),
            createdAt: new Date(team.createdAt),
          })),
        }),
      );
      const written =
        game.records && read.records !== null
          ? await game.records.importRecords(tx, { campaignId, records: read.records, teams, entries, newId, organiser: { userId: user.id, actorName } })
          : { battles: new Map<string, string>(), characters: new Map<string, string>() };
      const newIds = new Map([...teams, ...entries, ...sessions, ...written.battles, ...written.characters]);
      for (const team of envelope.teams) {
        const isEmpty = team.state !== null && typeof team.state === "object" && !Array.isArray(team.state) && Object.keys(team.state).length === 0;
        if (!isEmpty) await tx.team.update({ where: { id: teams.get(team.ref)! }, data: { state: json(withNewIds(team.state, newIds)) }, select: { id: true } });
      }
      const { finished } = envelope.campaign;
      if (finished) {
        await tx.campaign.update({
          where: { id: campaignId },
          data: {
            finishedAt: new Date(finished.at),
            finishedByBattleId: lookup(written.battles, "campaign.finished.byBattle", finished.byBattle),
            winners: finished.winners.map((winner) => ({ teamId: teams.get(winner.team)!, teamName: winner.teamName, balance: winner.balance })),
          },
          select: { id: true },
        });
      }
      // The keys the services would have written: a reversal's is "<reversed id>:undo" in every game; the game names its others.
      const ledgerKey = (entry: CampaignFileEnvelope["ledger"][number], index: number) => {
        if (entry.reverses !== null) return `${entries.get(entry.reverses)!}:undo`;
        const key = game.records?.ledgerKey?.({ teamId: teams.get(entry.team)!, battleId: lookup(written.battles, `ledger[${index}].battle`, entry.battle), reason: entry.reason });
        return key ?? `import:${entries.get(entry.ref)!}`;
      };
      await inChunks(envelope.ledger, (chunk) =>
        tx.storyPointEntry.createMany({
          data: chunk.map((entry, index) => ({
            id: entries.get(entry.ref)!,
            campaignId,
            teamId: teams.get(entry.team)!,
            currency: entry.currency,
            delta: entry.delta,
            reason: entry.reason,
            note: entry.note,
            battleId: lookup(written.battles, `ledger[${index}].battle`, entry.battle),
            reversesEntryId: entry.reverses === null ? null : entries.get(entry.reverses)!,
            actorName: entry.actorName,
            idempotencyKey: ledgerKey(entry, index),
            createdAt: new Date(entry.createdAt),
          })),
        }),
      );
      await inChunks(envelope.rollLog, (chunk) =>
        tx.roll.createMany({
          data: chunk.map((roll, index) => ({
            campaignId,
            battleId: lookup(written.battles, `rollLog[${index}].battle`, roll.battle),
            sequence: roll.sequence,
            slot: roll.slot,
            requestKey: `import:${newId()}`,
            purpose: roll.purpose,
            label: roll.label,
            sides: roll.sides,
            faces: roll.faces,
            source: roll.source,
            isImported: true,
            teamId: roll.team === null ? null : teams.get(roll.team)!,
            teamName: roll.teamName,
            characterId: lookup(written.characters, `rollLog[${index}].character`, roll.character),
            characterName: roll.characterName,
            actorName: roll.actorName,
            createdAt: new Date(roll.createdAt),
          })),
        }),
      );
      await inChunks(envelope.journal, (chunk) =>
        tx.activityEvent.createMany({
          data: chunk.map((line) => ({
            campaignId,
            actorName: line.actorName,
            kind: line.kind,
            summary: line.summary,
            payload: json(line.payload),
            createdAt: new Date(line.createdAt),
          })),
        }),
      );
      const sessionRows = envelope.sessions.map((session, index) => ({ ...session, id: sessions.get(`session-${index + 1}`)! }));
      await inChunks(sessionRows, (chunk) =>
        tx.playSession.createMany({
          data: chunk.map((session) => ({
            id: session.id,
            campaignId,
            kind: session.kind,
            number: session.number,
            title: session.title,
            playedOn: new Date(`${session.playedOn}T00:00:00Z`),
            notes: session.notes,
            details: session.details === null ? undefined : json(withNewIds(session.details, newIds)),
            createdByName: session.createdByName,
            createdAt: new Date(session.createdAt),
            undoneAt: dateOrNull(session.undoneAt),
            undoneByName: session.undoneByName,
          })),
        }),
      );
      await recordActivity(tx, {
        campaignId,
        actor: { userId: user.id, actorName },
        kind: "CAMPAIGN_CREATED",
        summary: `${actorName} imported the campaign “${envelope.campaign.name}” from a file exported on ${envelope.exportedAt.slice(0, 10)}.`,
        payload: { v: 1, name },
      });
    }, IMPORT_TRANSACTION);
  } catch (error) {
    if (error instanceof EnvelopeReferenceError) return refused([error.message]);
    throw error;
  }
  return { ok: true, campaign: { id: campaignId, name } };
}

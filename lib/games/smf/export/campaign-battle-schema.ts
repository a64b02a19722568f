import { z } from "zod";
import { recordedNameField } from "@/lib/schemas/name-field";
import { SCENARIO_IDS, SPECIAL_EVENT_IDS } from "@/lib/rules/smf";
import { BATTLE_RESULTS, BATTLE_STATUSES, ROLL_SOURCES } from "./stored-values";
import { isoDateTime } from "./team-export-schema";

/**
 * Battles (issues) and the roll log as a campaign export (version 2) carries them. Part of a FILE
 * FORMAT (campaign-export-schema.ts).
 *
 * The rules' records a battle stores (Battle.snapshot, preBattle, report, postBattleState and
 * events; lib/games/smf/battles/battle-record.ts) travel as stored: they are the journal's source and
 * what an undo restores, and they hold the source campaign's team and character ids, which an
 * import rewrites (remap-ids.ts). Only the parts that name teams and characters are checked here;
 * the rest is kept as it is, bounded by the file's size and nesting depth.
 */
const id = z.string().min(1).max(64);
const name = recordedNameField();
const json = z.unknown();

/** A team and its characters as a battle's snapshot or post-battle state holds them. */
const recordedTeamSchema = z.looseObject({ teamId: id, characters: z.array(z.looseObject({ id, name })).max(1_000) });

/** Battle.snapshot (BattleSnapshot): every active team when the pre-battle choices were locked. */
export const battleSnapshotSchema = z.looseObject({
  teams: z.array(recordedTeamSchema).max(500),
  counters: z.record(id, json),
  rows: z.record(id, z.strictObject({ position: z.number().int().min(0).max(10_000), hasFought: z.boolean() })),
});

/** Battle.postBattleState (PostBattleState): the teams as the post-battle left them. */
export const postBattleStateSchema = z.looseObject({ teams: z.array(recordedTeamSchema).max(500) });

/** Battle.report (BattleReport): one entry per playing team. */
export const battleReportSchema = z.looseObject({ teams: z.array(z.looseObject({ teamId: id })).max(500) });

export const lineUpEntrySchema = z.strictObject({ characterId: id, name });

export const exportedBattleTeamSchema = z.strictObject({
  teamId: id,
  /** Order in the battle (BattleTeam.position). */
  position: z.number().int().min(0).max(1_000),
  teamName: name,
  ownerName: name,
  lineUp: z.array(lineUpEntrySchema).max(1_000),
  result: z.enum(BATTLE_RESULTS).nullable(),
});

export const exportedBattleSchema = z.strictObject({
  id,
  issue: z.number().int().min(1).max(1_000_000),
  status: z.enum(BATTLE_STATUSES),
  // SMF's scenarios and special events by id: the battle's details record holds only these.
  scenarioChoice: z.enum(SCENARIO_IDS).nullable(),
  specialEventChoice: z.enum(SPECIAL_EVENT_IDS).nullable(),
  scenarioId: z.enum(SCENARIO_IDS).nullable(),
  specialEventId: z.enum(SPECIAL_EVENT_IDS).nullable(),
  teams: z.array(exportedBattleTeamSchema).min(1).max(500),
  snapshot: battleSnapshotSchema.nullable(),
  preBattleChoices: json,
  preBattle: json,
  report: battleReportSchema.nullable(),
  postBattleChoices: json,
  postBattleStep: z.number().int().min(0).max(1_000),
  postBattleState: postBattleStateSchema.nullable(),
  postBattleEvents: z.array(json).max(100_000),
  /** How many times it was applied: part of the ledger keys a redo writes. */
  applyCount: z.number().int().min(0).max(100_000),
  createdByName: name,
  createdAt: isoDateTime,
  reportedByName: name.nullable(),
  reportedAt: isoDateTime.nullable(),
  confirmedByName: name.nullable(),
  confirmedAt: isoDateTime.nullable(),
  resolvedAt: isoDateTime.nullable(),
  undoneByName: name.nullable(),
  undoneAt: isoDateTime.nullable(),
  cancelledAt: isoDateTime.nullable(),
});
export type ExportedBattle = z.infer<typeof exportedBattleSchema>;

/** One roll of the campaign's roll log; who rolled it by name only. */
export const exportedRollSchema = z.strictObject({
  id,
  /** 1, 2, 3… per campaign (Roll.sequence). */
  sequence: z.number().int().min(1).max(100_000_000),
  battleId: id.nullable(),
  /** Its place in its battle's dice ("post:injuries:4"). */
  slot: z.string().min(1).max(128),
  purpose: z.string().min(1).max(64),
  label: z.string().max(500),
  sides: z.number().int().min(2).max(100),
  faces: z.array(z.number().int().min(1).max(100)).max(200),
  source: z.enum(ROLL_SOURCES),
  teamId: id.nullable(),
  teamName: name.nullable(),
  characterId: id.nullable(),
  characterName: name.nullable(),
  actorName: name,
  createdAt: isoDateTime,
});
export type ExportedRoll = z.infer<typeof exportedRollSchema>;

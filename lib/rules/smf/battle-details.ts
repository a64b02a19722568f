/**
 * SMF's own facts about a battle, kept in the shared Battle table's `details` JSON column: the
 * table holds only what every game's battle has (status, issue, teams, results, rolls), and each
 * game system keeps the rest in its own typed record.
 *
 * STORED AS JSON (Battle.details), versioned by `v`: changing the shape needs a data migration.
 * Migration 20261126191000_battle_details filled it from the four columns it replaced, with every
 * key present (null when unknown), which is also what smfBattleDetails writes.
 */
import { SCENARIO_IDS, type ScenarioId } from "./data/scenarios";
import { SPECIAL_EVENT_IDS, type SpecialEventId } from "./data/special-events";

export const SMF_BATTLE_DETAILS_VERSION = 1;

export interface SmfBattleDetails {
  v: typeof SMF_BATTLE_DETAILS_VERSION;
  /** An agreed scenario / special event; null = rolled in the pre-battle. */
  scenarioChoice: ScenarioId | null;
  specialEventChoice: SpecialEventId | null;
  /** Known once the pre-battle is rolled (copied from its result for lists and the journal). */
  scenarioId: ScenarioId | null;
  specialEventId: SpecialEventId | null;
}

/** The record to store, every key written (null when not known). */
export function smfBattleDetails(details: Partial<Omit<SmfBattleDetails, "v">> = {}): SmfBattleDetails {
  return {
    v: SMF_BATTLE_DETAILS_VERSION,
    scenarioChoice: details.scenarioChoice ?? null,
    specialEventChoice: details.specialEventChoice ?? null,
    scenarioId: details.scenarioId ?? null,
    specialEventId: details.specialEventId ?? null,
  };
}

function idOrNull<T extends string>(value: unknown, ids: readonly T[], key: string): T | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" && (ids as readonly string[]).includes(value)) return value as T;
  throw new Error(`Battle details: ${key} ${JSON.stringify(value)} is not one SMF knows`);
}

/** A stored record read back. Throws on damage: the column is only written through smfBattleDetails. */
export function readSmfBattleDetails(json: unknown): SmfBattleDetails {
  if (typeof json !== "object" || json === null || Array.isArray(json)) throw new Error("Battle details: not an object");
  const record = json as Record<string, unknown>;
  if (record.v !== SMF_BATTLE_DETAILS_VERSION) throw new Error(`Battle details: version ${JSON.stringify(record.v)} is not ${SMF_BATTLE_DETAILS_VERSION}`);
  return {
    v: SMF_BATTLE_DETAILS_VERSION,
    scenarioChoice: idOrNull(record.scenarioChoice, SCENARIO_IDS, "scenarioChoice"),
    specialEventChoice: idOrNull(record.specialEventChoice, SPECIAL_EVENT_IDS, "specialEventChoice"),
    scenarioId: idOrNull(record.scenarioId, SCENARIO_IDS, "scenarioId"),
    specialEventId: idOrNull(record.specialEventId, SPECIAL_EVENT_IDS, "specialEventId"),
  };
}

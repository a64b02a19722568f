import type { SuResultEnding } from "@/lib/games/supers-unlimited/battles/su-battle-details";
import { SCENARIO_TABLE, SPECIALTIES, SUBPLOT_TABLE, type ModelEndStateKind, type ScenarioId, type VpSource } from "@/lib/rules/supers-unlimited";

/** The rulebook's words for what the battle pages show (SU L294–L296, L647; the tables' names). */
export const END_STATE_LABELS: Record<ModelEndStateKind, string> = {
  active: "Active",
  ko: "KO'ed",
  incapacitated: "Incapacitated",
  "off-board": "Off the table (Climb High)",
};

/** How a battle ended (Ruling SU-R44), as the result form offers it and the battle page shows it. */
export const ENDING_LABELS: Record<SuResultEnding, string> = {
  endgame: "Through its Endgame Turns",
  "after-the-fact": "Played to its Endgame, entered after the fact",
  stopped: "Stopped before its Endgame (conceded or abandoned)",
};

export function scenarioName(id: ScenarioId | undefined): string | null {
  return id ? SCENARIO_TABLE.find((row) => row.id === id)!.name : null;
}

export const SCENARIO_OPTIONS = SCENARIO_TABLE.map((row) => ({ value: row.id, label: row.name }));
export const SUBPLOT_OPTIONS = SUBPLOT_TABLE.flatMap((row) => (row.id === "choose" ? [] : [{ value: row.id, label: row.name }]));
export const SPECIALTY_OPTIONS = SPECIALTIES.map((id) => ({ value: id, label: `${id[0]!.toUpperCase()}${id.slice(1)}` }));

export const VP_SOURCE_LABELS: Record<VpSource, string> = {
  scenario: "Scenario",
  "first-blood": "First Blood!",
  prize: "Prize!",
  vip: "V.I.P!",
  "take-their-leader": "Take Their Leader!",
};

/** What is Claimed at the end of a scenario other than Slugfest (SU L1396, L1406, L1418, L1439). */
export const CLAIM_LABELS: Record<Exclude<ScenarioId, "slugfest">, string> = {
  "danger-zone": "Power Markers Claimed",
  "enemy-territory": "Enemy Objectives Claimed",
  "hold-ground": "Table Quarters Claimed",
  "super-quest": "Quest Markers Claimed",
};

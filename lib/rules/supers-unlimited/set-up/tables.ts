/**
 * The set-up tables of Supers Unlimited as typed data (SU L1284, L1330–L1340, L1426–L1432,
 * L1449–L1455, L1483–L1491, L1531–L1539). Each row names the D10 faces that give it and its line.
 * Names are the book's; the short summaries are our own words.
 */

/** A D10 face. */
export type D10Face = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

export const D10_FACES: readonly D10Face[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** One row of a D10 table: the faces that give it, its entry, the book line. */
export interface D10Row<Id extends string> {
  faces: readonly D10Face[];
  id: Id;
  line: string;
}

/** The row of `table` for a face; throws when the table does not cover it (a programmer error). */
export function rowForFace<Id extends string, Row extends D10Row<Id>>(table: readonly Row[], face: number): Row {
  const row = table.find((r) => (r.faces as readonly number[]).includes(face));
  if (!row) throw new Error(`D10 face ${face} is out of range of the table`);
  return row;
}

export const DEPLOYMENT_TYPES = ["zones", "markers"] as const;
/** Deployment Zones or Deployment Markers (SU L1282–L1298). */
export type DeploymentType = (typeof DEPLOYMENT_TYPES)[number];

/** The random Deployment roll: even faces use Zones, odd faces Markers (SU L1284). */
export const DEPLOYMENT_TABLE = [
  { faces: [2, 4, 6, 8, 10], id: "zones", line: "L1284" },
  { faces: [1, 3, 5, 7, 9], id: "markers", line: "L1284" },
] as const satisfies readonly D10Row<DeploymentType>[];

export const SCENARIO_IDS = ["slugfest", "danger-zone", "enemy-territory", "hold-ground", "super-quest"] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];

export interface ScenarioRow extends D10Row<ScenarioId> {
  name: string;
  /** What is counted at the end for the 2 VP / 1 VP split. */
  counts: "levels" | "power-markers" | "enemy-objectives" | "table-quarters" | "quest-markers";
}

/** The Scenario table, 1D10 (SU L1330–L1340); each scenario's entry at L1370–L1439. */
export const SCENARIO_TABLE = [
  { faces: [1, 2], id: "slugfest", name: "Slugfest", counts: "levels", line: "L1332, L1370–L1378" },
  { faces: [3, 4], id: "danger-zone", name: "Danger Zone", counts: "power-markers", line: "L1334, L1380–L1396" },
  { faces: [5, 6], id: "enemy-territory", name: "Enemy Territory", counts: "enemy-objectives", line: "L1336, L1398–L1406" },
  { faces: [7, 8], id: "hold-ground", name: "Hold Ground", counts: "table-quarters", line: "L1338, L1408–L1418" },
  { faces: [9, 10], id: "super-quest", name: "Super Quest", counts: "quest-markers", line: "L1340, L1420–L1439" },
] as const satisfies readonly ScenarioRow[];

export function scenarioById(id: ScenarioId): ScenarioRow {
  const row = SCENARIO_TABLE.find((r) => r.id === id);
  if (!row) throw new Error(`Unknown scenario "${id}"`);
  return row;
}

/** Danger Zone's Power Markers (SU L1384). */
export const DANGER_ZONE_POWER_MARKERS = 6;
/** The TN to resolve a Power Marker, with any Trait (SU L1390). */
export const DANGER_ZONE_RESOLVE_TN = 8;
/** Dice of the Power Marker hazard, against Power, no Resistance (SU L1388). */
export const DANGER_ZONE_HAZARD_DICE = 2;
/** Super Quest's Quest Markers (SU L1424). */
export const SUPER_QUEST_MARKERS = 4;

export const SUBPLOT_IDS = ["first-blood", "prize", "vip", "take-their-leader"] as const;
export type SubplotId = (typeof SUBPLOT_IDS)[number];

export interface SubplotRow extends D10Row<SubplotId | "choose"> {
  name: string;
}

/** The Subplot table, 1D10 per player (SU L1449–L1455); 9–10 lets the rolling player choose. */
export const SUBPLOT_TABLE = [
  { faces: [1, 2], id: "first-blood", name: "First Blood!", line: "L1451, L1471–L1475" },
  { faces: [3, 4], id: "prize", name: "Prize!", line: "L1452, L1477–L1499" },
  { faces: [5, 6], id: "vip", name: "V.I.P!", line: "L1453, L1501–L1511" },
  { faces: [7, 8], id: "take-their-leader", name: "Take Their Leader!", line: "L1454, L1513–L1517" },
  { faces: [9, 10], id: "choose", name: "Rolling player chooses", line: "L1455" },
] as const satisfies readonly SubplotRow[];

export function subplotName(id: SubplotId): string {
  return SUBPLOT_TABLE.find((r) => r.id === id)!.name;
}

/** Study Points, pooled by all teams, that resolve the Prize (SU L1497–L1499). */
export const PRIZE_STUDY_POINTS = 6;
/** Conviction Points, each team its own, that win the V.I.P. (SU L1509–L1511). */
export const VIP_CONVICTION_POINTS = 5;
/** The V.I.P.'s Mind roll TN (SU L1509). */
export const VIP_TN = 4;

export const SPECIALTIES = ["athletics", "knowledge", "might", "mystic"] as const;
/** The four Specialties, which also name the Quest and Prize types (SU L307, L1428–L1432, L1488–L1491). */
export type Specialty = (typeof SPECIALTIES)[number];

export type TraitName = "fight" | "aim" | "mind" | "magic";

/** The Trait each Specialty's objective is rolled with (SU L1429–L1432, L1488–L1491). */
export const SPECIALTY_TRAIT: Record<Specialty, TraitName> = { athletics: "aim", knowledge: "mind", might: "fight", mystic: "magic" };

export type QuestType = "high-value" | Specialty;

export interface QuestRow extends D10Row<QuestType> {
  name: string;
  /** No roll for High Value (SU L1428). */
  trait?: TraitName;
  tn?: number;
}

/** The Super Quest table, 1D10 per Quest Marker (SU L1426–L1432). */
export const SUPER_QUEST_TABLE = [
  { faces: [1, 2], id: "high-value", name: "High Value", line: "L1428" },
  { faces: [3, 4], id: "athletics", name: "Athletics", trait: "aim", tn: 9, line: "L1429" },
  { faces: [5, 6], id: "knowledge", name: "Knowledge", trait: "mind", tn: 9, line: "L1430" },
  { faces: [7, 8], id: "might", name: "Might", trait: "fight", tn: 9, line: "L1431" },
  { faces: [9, 10], id: "mystic", name: "Mystic", trait: "magic", tn: 9, line: "L1432" },
] as const satisfies readonly QuestRow[];

export interface PrizeRow extends D10Row<Specialty | "choose"> {
  name: string;
  trait?: TraitName;
  /** SU-R12: TN 5 from the table, not L1497's "Trait Defense value". */
  tn?: number;
}

/** The Prize table, 1D10 (SU L1483–L1491); 1–2 lets the rolling player choose a row. */
export const PRIZE_TABLE = [
  { faces: [1, 2], id: "choose", name: "Rolling player chooses", line: "L1487" },
  { faces: [3, 4], id: "athletics", name: "Athletics", trait: "aim", tn: 5, line: "L1488" },
  { faces: [5, 6], id: "knowledge", name: "Knowledge", trait: "mind", tn: 5, line: "L1489" },
  { faces: [7, 8], id: "might", name: "Might", trait: "fight", tn: 5, line: "L1490" },
  { faces: [9, 10], id: "mystic", name: "Mystic", trait: "magic", tn: 5, line: "L1491" },
] as const satisfies readonly PrizeRow[];

export const PLASMA_X_BENEFITS = ["power", "recover", "move", "success"] as const;
export type PlasmaXBenefit = (typeof PLASMA_X_BENEFITS)[number];

export interface PlasmaXRow extends D10Row<PlasmaXBenefit | "choose"> {
  summary: string;
}

/** The Plasma X table, 1D10 when a Super reaches a marker (SU L1527–L1539). */
export const PLASMA_X_TABLE = [
  { faces: [1, 2], id: "power", summary: "+1 Power for the rest of the game", line: "L1535" },
  { faces: [3, 4], id: "recover", summary: "Recover 1 Power Point and 1 HP, up to maximum", line: "L1536" },
  { faces: [5, 6], id: "move", summary: "+2 Move for the rest of the game", line: "L1537" },
  { faces: [7, 8], id: "success", summary: "+1 Success on its Attacks for the rest of the game", line: "L1538" },
  { faces: [9, 10], id: "choose", summary: "Choose one benefit of the table", line: "L1539" },
] as const satisfies readonly PlasmaXRow[];

/** Plasma X markers per player: 1D10 − 3, +1 per full 10 Levels of the game (SU L1269, L1523). */
export const PLASMA_X_BASE_MODIFIER = -3;
export const PLASMA_X_LEVELS_PER_EXTRA = 10;

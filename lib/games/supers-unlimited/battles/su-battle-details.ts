import { z } from "zod";
import type {
  BattleOfWitsRecord,
  BattleScore,
  DeploymentRecord,
  ModelEndStateKind,
  PlasmaXMarkersRecord,
  PrizeRecord,
  QuestMarkersRecord,
  RollOffRecord,
  ScenarioRecord,
  SubplotRecord,
} from "@/lib/rules/supers-unlimited";
import type { SuGimmickLogEntry } from "@/lib/rules/supers-unlimited";
import type { SuPlasmaXGain } from "./plasma-x-at-table";
import type { SuTrackedStory } from "./tracker";

/**
 * One model of a team's line-up, copied from its card when the battle is recorded, so a card
 * edited later never changes a battle already played. STORED AS JSON in BattleTeam.lineUp;
 * changing it needs a data migration.
 */
export interface SuLineUpEntry {
  characterId: string;
  name: string;
  level: number;
  isSuper: boolean;
  /** The team's Leader for this battle (SU L384, SU-R35: the first candidate when the owner has not chosen). */
  isLeader: boolean;
  /** Mind dice, for the Battle of Wits (SU L1312). */
  mindDice: number;
  /** The card's HP and Power (SU L274, L278), for the battle tracker; absent in battles recorded before it. */
  hp?: number;
  power?: number;
}

/** The set-up as rolled so far, one record per step (the rules library's records, with every die). */
export interface SuSetUp {
  terrain?: RollOffRecord;
  deployment?: DeploymentRecord;
  scenario?: ScenarioRecord;
  placement?: RollOffRecord;
  questMarkers?: QuestMarkersRecord;
  subplots?: SubplotRecord;
  prize?: PrizeRecord;
  plasmaX?: PlasmaXMarkersRecord;
  battleOfWits?: BattleOfWitsRecord;
}

/** What the players reported of one model at the end (its end state and, when Incapacitated, when and by whom). */
export interface SuModelReport {
  characterId: string;
  state: ModelEndStateKind;
  /** 1, 2, 3…: the order the Incapacitated models went out in (First Blood, Take Their Leader). */
  order?: number;
  /** With three or more teams: the team that Incapacitated it (SU-R18). */
  byTeamId?: string;
}

/**
 * How the battle ended (Ruling SU-R44): `endgame`, played through its Endgame Turns (the tracker, when
 * it followed the battle, must show them); `after-the-fact`, played to its Endgame but entered
 * afterwards without the tracker following it to the end; `stopped`, conceded or abandoned before
 * its Endgame, scored as it stood. The last two are an organiser's to record.
 */
export const SU_RESULT_ENDINGS = ["endgame", "after-the-fact", "stopped"] as const;
export type SuResultEnding = (typeof SU_RESULT_ENDINGS)[number];

/** The reported result and its score. */
export interface SuBattleResult {
  /** Absent in results entered before it was kept: "endgame". */
  ending?: SuResultEnding;
  models: SuModelReport[];
  /** Outside Slugfest: what each team Claimed at the end, by team id. */
  claimed: Record<string, number> | null;
  prizeStudies: Array<{ teamId: string; successes: number }>;
  vipConvictions: Array<{ teamId: string; successes: number }>;
  score: BattleScore;
  /** The battle as the tracker told it (Ruling SU-R43); absent when nothing was tracked. */
  tracked?: SuTrackedStory;
}

export const SU_TABLE_PLAY_VERSION = 1;

/**
 * What happened at the table during the game, append-only (a correction is a new entry, never an
 * edit). STORED AS JSON in Battle.details.table; changing it needs a data migration and a new `v`.
 * Absent in battles recorded before it existed, which read as nothing played.
 */
export interface SuTablePlay {
  v: typeof SU_TABLE_PLAY_VERSION;
  plasmaX: SuPlasmaXGain[];
  /** Each team's Gimmick log lines in the order made (SU L972–L993); a team's own log is its lines. */
  gimmicks: SuGimmickLine[];
}

/** One line of a team's Gimmick log as the battle keeps it. STORED AS JSON (see SuTablePlay). */
export interface SuGimmickLine {
  teamId: string;
  entry: SuGimmickLogEntry;
  /** The form's one-time key: the same key twice is one line. */
  requestKey: string;
  actorName: string;
  /** How many tracker taps the battle held when it was recorded: its place among them in the journal (absent in older lines). */
  afterTaps?: number;
}

export const EMPTY_SU_TABLE_PLAY: SuTablePlay = { v: SU_TABLE_PLAY_VERSION, plasmaX: [], gimmicks: [] };

/** The battle's table play, or nothing played for a battle that has none yet (a part absent reads as empty). */
export function tablePlayOf(details: SuBattleDetails): SuTablePlay {
  return { ...EMPTY_SU_TABLE_PLAY, ...details.table };
}

/** One team's Gimmick log, as the rules library folds it. */
export function gimmickLogOf(table: SuTablePlay, teamId: string): SuGimmickLogEntry[] {
  return table.gimmicks.filter((line) => line.teamId === teamId).map((line) => line.entry);
}

export const SU_BATTLE_DETAILS_VERSION = 1;

/**
 * A Supers Unlimited battle's own record. STORED AS JSON in Battle.details; changing this shape
 * needs a data migration and a new `v`. Written only by lib/games/supers-unlimited/server/battles.
 */
export interface SuBattleDetails {
  v: typeof SU_BATTLE_DETAILS_VERSION;
  setUp: SuSetUp;
  result: SuBattleResult | null;
  /** Optional within v1: older battles have none; read it through tablePlayOf. */
  table?: Partial<SuTablePlay> & Pick<SuTablePlay, "v">;
}

export const EMPTY_SU_BATTLE_DETAILS: SuBattleDetails = { v: SU_BATTLE_DETAILS_VERSION, setUp: {}, result: null };

/** The records inside are the rules library's own, written by our code: the schema checks the frame and its version. */
const record = z.custom<never>((value) => typeof value === "object" && value !== null && !Array.isArray(value));
const suBattleDetailsSchema = z.object({
  v: z.literal(SU_BATTLE_DETAILS_VERSION),
  setUp: z.object({
    terrain: record.optional(),
    deployment: record.optional(),
    scenario: record.optional(),
    placement: record.optional(),
    questMarkers: record.optional(),
    subplots: record.optional(),
    prize: record.optional(),
    plasmaX: record.optional(),
    battleOfWits: record.optional(),
  }),
  result: record.nullable(),
  table: z.object({ v: z.literal(SU_TABLE_PLAY_VERSION), plasmaX: z.array(record).optional(), gimmicks: z.array(record).optional() }).optional(),
});

/** Reads Battle.details; throws on a shape this version does not know (a programmer or migration error). */
export function readSuBattleDetails(json: unknown): SuBattleDetails {
  const parsed = suBattleDetailsSchema.safeParse(json);
  if (!parsed.success) throw new Error(`Not a Supers Unlimited battle record: ${parsed.error.issues[0]?.message ?? "unknown shape"}`);
  return json as SuBattleDetails;
}

const lineUpEntrySchema = z.object({
  characterId: z.string(),
  name: z.string(),
  level: z.number().int(),
  isSuper: z.boolean(),
  isLeader: z.boolean(),
  mindDice: z.number().int(),
  hp: z.number().int().optional(),
  power: z.number().int().optional(),
});

/** Reads BattleTeam.lineUp. */
export function readSuLineUp(json: unknown): SuLineUpEntry[] {
  return z.array(lineUpEntrySchema).parse(json);
}

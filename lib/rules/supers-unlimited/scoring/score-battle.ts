/**
 * A battle's Victory Points with a line per source (SU L1356–L1517): the scenario's 2 VP / 1 VP
 * split once Endgame's Activations are done (L1354, SU-R15), plus each Subplot resolved (L1443).
 * Slugfest counts the models' end states (L1378, SU-R16); the other scenarios count what each side
 * Claimed at the end (L1396, L1406, L1418, L1439), which the players report.
 */
import type { SubplotInPlay } from "../set-up/roll-subplots";
import { DANGER_ZONE_POWER_MARKERS, scenarioById, SUPER_QUEST_MARKERS, subplotName, type ScenarioId, type SubplotId } from "../set-up/tables";
import { checkEndgame, type EndgameErrorCode } from "./endgame";
import { isIncapacitatedAtEnd, slugfestLevels, type ModelEndState } from "./model-end-state";
import { scenarioVp } from "./scenario-vp";
import { DEFAULT_SU_SCORING_SETTINGS, type SuScoringSettings } from "./settings";
import {
  firstIncapacitated,
  scorePrize,
  scoreVip,
  type FirstIncapacitated,
  type IncapacitationEvent,
  type ObjectivePoints,
  type SideModels,
  type SubplotScoringErrorCode,
} from "./subplot-vp";

/** VP for each resolved Subplot, each time it scores (L1443, L1459). */
export const SUBPLOT_VP = 1;

/** Table Quarters (Hold Ground, L1366) and Enemy Objectives per opposing side (Enemy Territory, L1402). */
const TABLE_QUARTERS = 4;
const TERRITORY_OBJECTIVES_PER_SIDE = 2;

export interface ScoreBattleInput {
  scenarioId: ScenarioId;
  sides: ReadonlyArray<SideModels>;
  /** Not for Slugfest: how many Power Markers, Enemy Objectives, Table Quarters or Quest Markers each side Claimed at the end. */
  claimed?: Readonly<Record<string, number>>;
  /** From `subplotsInPlay`; empty or absent when Subplots are not used. */
  subplots?: readonly SubplotInPlay[];
  /** Models Incapacitated during play, in order (First Blood, Take Their Leader). */
  incapacitations?: readonly IncapacitationEvent[];
  /**
   * The battle stopped before its Endgame (conceded or abandoned; Ruling SU-R44): scored as it stood,
   * so a Slugfest need not show its trigger. Every other check stands.
   */
  stoppedEarly?: boolean;
  /** Prize studies in order. */
  prizeStudies?: readonly ObjectivePoints[];
  /** V.I.P. conviction rolls in order. */
  vipConvictions?: readonly ObjectivePoints[];
}

export type VpSource = "scenario" | SubplotId;

/** One reason a side scored (or, for the scenario, did not), for the app to explain the total. */
export interface VpLine {
  sideId: string;
  source: VpSource;
  vp: number;
  /** e.g. "Slugfest: 14 Levels, tied highest" or "First Blood! (rolled twice): ben's Ace Incapacitated". */
  detail: string;
}

/** STORED AS JSON with the battle's result; changing it needs a data migration. */
export interface BattleScore {
  vp: Record<string, number>;
  lines: VpLine[];
  /** Each side's scenario total: Slugfest Levels, or what it Claimed. */
  scenarioTotals: Record<string, number>;
  firstSuperIncapacitated: FirstIncapacitated | null;
  firstLeaderIncapacitated: FirstIncapacitated | null;
}

export type ScoreBattleErrorCode =
  | SubplotScoringErrorCode
  | EndgameErrorCode
  | "too-few-sides"
  | "duplicate-id"
  | "level-invalid"
  | "claims-missing"
  | "claims-invalid"
  | "unknown-model"
  | "incapacitated-twice"
  | "incapacitation-state-mismatch";

export type ScoreBattleResult = { ok: true; score: BattleScore } | { ok: false; error: { code: ScoreBattleErrorCode; message: string } };

function fail(code: ScoreBattleErrorCode, message: string): ScoreBattleResult {
  return { ok: false, error: { code, message } };
}

function checkInput(input: ScoreBattleInput): ScoreBattleResult | null {
  if (input.sides.length < 2) return fail("too-few-sides", "A battle needs at least two sides.");
  const sideIds = input.sides.map((s) => s.sideId);
  if (new Set(sideIds).size !== sideIds.length) return fail("duplicate-id", "Each side needs its own id.");
  const models = input.sides.flatMap((s) => s.models);
  if (new Set(models.map((m) => m.modelId)).size !== models.length) return fail("duplicate-id", "Each model needs its own id.");
  const badLevel = models.find((m) => !Number.isInteger(m.level) || m.level < 1 || m.level > 10);
  if (badLevel) return fail("level-invalid", `${badLevel.modelId} has Level ${badLevel.level}; Levels run from 1 to 10.`);

  const seen = new Set<string>();
  for (const event of input.incapacitations ?? []) {
    const model = models.find((m) => m.modelId === event.modelId);
    if (!model) return fail("unknown-model", `${event.modelId} is not a model of this battle.`);
    if (seen.has(event.modelId)) return fail("incapacitated-twice", `${event.modelId} is Incapacitated twice; an Incapacitated model is out of play.`);
    if (!isIncapacitatedAtEnd(model)) return fail("incapacitation-state-mismatch", `${event.modelId} was Incapacitated during play but ends ${model.state}.`);
    seen.add(event.modelId);
  }

  if (input.scenarioId === "slugfest") return null;
  const claimed = input.claimed;
  if (!claimed || sideIds.some((id) => claimed[id] === undefined)) return fail("claims-missing", `Say how many each side Claimed in ${scenarioById(input.scenarioId).name}.`);
  if (Object.keys(claimed).some((id) => !sideIds.includes(id))) return fail("claims-invalid", "Claims name a side that is not in the battle.");
  const counts = sideIds.map((id) => claimed[id]!);
  if (counts.some((n) => !Number.isInteger(n) || n < 0)) return fail("claims-invalid", "Claims are whole numbers, 0 or more.");
  const total = counts.reduce((a, b) => a + b, 0);
  const cap: Record<Exclude<ScenarioId, "slugfest">, { each?: number; total?: number }> = {
    "danger-zone": { total: DANGER_ZONE_POWER_MARKERS },
    "enemy-territory": { each: TERRITORY_OBJECTIVES_PER_SIDE * (sideIds.length - 1) },
    "hold-ground": { total: TABLE_QUARTERS },
    "super-quest": { total: SUPER_QUEST_MARKERS },
  };
  const { each, total: most } = cap[input.scenarioId];
  if ((most !== undefined && total > most) || (each !== undefined && counts.some((n) => n > each))) {
    return fail("claims-invalid", `More Claimed than ${scenarioById(input.scenarioId).name} puts on the table.`);
  }
  return null;
}

const CLAIM_WORDS: Record<Exclude<ScenarioId, "slugfest">, string> = {
  "danger-zone": "Power Markers Claimed",
  "enemy-territory": "Enemy Objectives Claimed",
  "hold-ground": "Table Quarters Claimed",
  "super-quest": "Quest Markers Claimed",
};

function timesText(times: number): string {
  return times > 1 ? ` (rolled ${times === 2 ? "twice" : `${times} times`})` : "";
}

/**
 * Scores a finished battle. Errors: `too-few-sides`, `duplicate-id`, `level-invalid`,
 * `claims-missing` / `claims-invalid` (outside Slugfest), `unknown-model`, `incapacitated-twice`,
 * `incapacitation-state-mismatch` (an Incapacitated model must end Incapacitated or off-board),
 * the Endgame's (`endgame.ts`: an end the scenario's Endgame cannot produce, Ruling SU-R42) and the
 * Subplot errors of `subplot-vp.ts`.
 */
export function scoreBattle(input: ScoreBattleInput, settings: SuScoringSettings = DEFAULT_SU_SCORING_SETTINGS): ScoreBattleResult {
  const problem = checkInput(input);
  if (problem) return problem;
  const endgame = checkEndgame(input);
  if (!endgame.ok && !(input.stoppedEarly === true && endgame.error.code === "endgame-not-reached")) return endgame;
  const sideIds = input.sides.map((s) => s.sideId);
  const scenario = scenarioById(input.scenarioId);
  const lines: VpLine[] = [];

  const totals = input.sides.map((s) => ({
    sideId: s.sideId,
    total: input.scenarioId === "slugfest" ? slugfestLevels(s.models) : input.claimed![s.sideId]!,
  }));
  const scored = scenarioVp(totals, settings);
  const topCount = scored.filter((s) => s.total === Math.max(...totals.map((t) => t.total))).length;
  for (const s of scored) {
    const what = input.scenarioId === "slugfest" ? `${s.total} Levels on the table` : `${s.total} ${CLAIM_WORDS[input.scenarioId]}`;
    const place = s.vp === 0 ? (s.total === Math.max(...totals.map((t) => t.total)) ? "nobody scores at 0" : "not the highest") : topCount > 1 ? "tied highest" : "highest";
    lines.push({ sideId: s.sideId, source: "scenario", vp: s.vp, detail: `${scenario.name}: ${what}, ${place}` });
  }

  const subplots = input.subplots ?? [];
  const times = (id: SubplotId) => subplots.find((s) => s.subplotId === id)?.times ?? 0;
  const events = input.incapacitations ?? [];
  const firstSuper = firstIncapacitated(input.sides, events, (m: ModelEndState) => m.isSuper);
  if (!firstSuper.ok) return firstSuper;
  const firstLeader = firstIncapacitated(input.sides, events, (m: ModelEndState) => m.isLeader);
  if (!firstLeader.ok) return firstLeader;

  const eventSubplots = [
    { id: "first-blood" as const, first: firstSuper.first, what: "the first Super Incapacitated" },
    { id: "take-their-leader" as const, first: firstLeader.first, what: "the first Leader Incapacitated" },
  ];
  for (const { id, first, what } of eventSubplots) {
    const n = times(id);
    if (n > 0 && first)
      lines.push({ sideId: first.scoringSideId, source: id, vp: SUBPLOT_VP * n, detail: `${subplotName(id)}${timesText(n)}: ${first.modelId} of ${first.sideId}, ${what}` });
  }

  if (times("prize") > 0) {
    const prize = scorePrize(sideIds, input.prizeStudies ?? []);
    if (!prize.ok) return prize;
    const { winner, points } = prize.outcome;
    const pool = Object.values(points).reduce((a, b) => a + b, 0);
    if (winner) lines.push({ sideId: winner, source: "prize", vp: SUBPLOT_VP, detail: `${subplotName("prize")}: took the shared Study Points to ${pool}` });
  }
  if (times("vip") > 0) {
    const vip = scoreVip(sideIds, input.vipConvictions ?? []);
    if (!vip.ok) return vip;
    const { winner, points } = vip.outcome;
    if (winner) lines.push({ sideId: winner, source: "vip", vp: SUBPLOT_VP, detail: `${subplotName("vip")}: ${points[winner]} Conviction Points` });
  }

  const vp: Record<string, number> = Object.fromEntries(sideIds.map((id) => [id, 0]));
  for (const line of lines) vp[line.sideId]! += line.vp;
  return {
    ok: true,
    score: {
      vp,
      lines,
      scenarioTotals: Object.fromEntries(totals.map((t) => [t.sideId, t.total])),
      firstSuperIncapacitated: firstSuper.first,
      firstLeaderIncapacitated: firstLeader.first,
    },
  };
}

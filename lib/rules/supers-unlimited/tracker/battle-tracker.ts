/**
 * The battle tracker (Ruling SU-R43): what the table taps while it plays a battle, one tap per
 * event, and what the taps add up to: each model's Health and Power Points (SU L278, L292–L296),
 * KO'ed, back up or Incapacitated, its Turns, the scenario's objectives (SU L1360–L1439), when the
 * Endgame begins and the Endgame Turns still owed (L419–L427), and the result the report starts
 * from. Pure: taps are read in the order the server stored them; a struck tap counts as never made.
 */
import { DANGER_ZONE_POWER_MARKERS, SUPER_QUEST_MARKERS, type ScenarioId } from "../set-up/tables";
import { endgameOf, isBelowHalf } from "../scoring/endgame";
import { scoreBattle, type ScoreBattleInput, type ScoreBattleResult } from "../scoring/score-battle";
import type { SuScoringSettings } from "../scoring/settings";
import type { ModelEndState, ModelEndStateKind } from "../scoring/model-end-state";
import type { SideModels } from "../scoring/subplot-vp";

/** Table Quarters (L1366) and Enemy Objectives per side (L1402). */
export const TRACKER_TABLE_QUARTERS = 4;
export const TRACKER_OBJECTIVES_PER_SIDE = 2;
/** The most one tap moves a track (a big hit is one tap, not ten). */
export const MAX_TRACK_CHANGE = 20;

/**
 * A model's state taps: KO'ed (L294), back up (from KO'ed), Incapacitated (L296), off the table by
 * Climb High (L647: it leaves the Battlezone for a while and counts as Incapacitated only if the
 * battle ends before it returns; Ruling SU-R45) and back on the table. (A tap stored as "up" for a
 * model off the table, before "on-board" was its own tap, still brings it back.)
 */
export const SU_STATE_TAPS = ["ko", "up", "incapacitated", "off-board", "on-board"] as const;
export type SuStateTap = (typeof SU_STATE_TAPS)[number];

/** An objective's state as the last tap left it (L1362–L1368). */
export const SU_OBJECTIVE_STATES = ["open", "claimed", "contested"] as const;
export type SuObjectiveState = (typeof SU_OBJECTIVE_STATES)[number];

/**
 * One tap. STORED AS JSON (BattleTrackEntry.payload, `v: 1`); changing a variant needs a data migration.
 * - `hp` / `pp`: the model's Health or Power Points move by `change` (negative: lost);
 * - `state`: KO'ed, back up, Incapacitated, off the table or back on it;
 * - `bySideId` (hp, KO'ed, Incapacitated): the team whose attack did it; needed with three or more
 *   teams when the tap puts a model out (SU-R18, Ruling SU-R46), so the result knows who scores;
 * - `turn`: the model took a Turn (was the Active Model, L409–L459);
 * - `pass`: the side passes its Endgame Turns (L421): its Supers play no more;
 * - `resolved`: a Power or Quest Marker was resolved (L1392, L1435) and may now be Claimed;
 * - `objective`: an objective is now open, Claimed by `sideId`, or Contested (L1362–L1368);
 * - `strike`: the tap `entryId` is undone.
 */
export type SuTrackPayload =
  | { v: 1; kind: "hp" | "pp"; modelId: string; change: number; bySideId?: string }
  | { v: 1; kind: "state"; modelId: string; state: SuStateTap; bySideId?: string }
  | { v: 1; kind: "turn"; modelId: string }
  | { v: 1; kind: "pass"; sideId: string }
  | { v: 1; kind: "resolved"; objective: number }
  | { v: 1; kind: "objective"; objective: number; state: SuObjectiveState; sideId?: string }
  | { v: 1; kind: "strike"; entryId: string };

/** A tap as the client sends it (without the version). */
export type SuTap = SuTrackPayload extends infer P ? (P extends { v: 1 } ? Omit<P, "v"> : never) : never;

export interface SuTrackedEntry {
  id: string;
  payload: SuTrackPayload;
  actorName: string;
}

/** A model of the line-up as the tracker needs it: its Level and flags, and its card's HP and Power (null: unknown). */
export interface SuTrackerModel {
  modelId: string;
  level: number;
  isSuper: boolean;
  isLeader: boolean;
  hp: number | null;
  power: number | null;
}

export interface SuTrackerSide {
  sideId: string;
  models: readonly SuTrackerModel[];
}

export interface SuTrackerBattle {
  scenarioId: ScenarioId;
  sides: readonly SuTrackerSide[];
}

export interface SuTrackedModel {
  modelId: string;
  sideId: string;
  hp: number | null;
  maxHp: number | null;
  pp: number | null;
  maxPp: number | null;
  state: ModelEndStateKind;
  turns: number;
  /** 1, 2, 3…: the order it went out of play in (First Blood, Take Their Leader); absent while in play. */
  outOrder?: number;
  /** The team whose attack KO'ed or Incapacitated it last, when the tap named one (Ruling SU-R46). */
  by?: string;
  /** Took its one Turn after the Endgame began (L421). */
  hasEndgameTurn: boolean;
}

export interface SuTrackedObjective {
  index: number;
  /** What the table calls it: "Power Marker 3", "Table Quarter 2", "Blue's Objective 1". */
  label: string;
  /** Enemy Territory: the side whose Objective it is (an enemy of whoever Claims it, L1402). */
  ownerSideId: string | null;
  /** Power and Quest Markers are Claimed only once resolved (L1392, L1435). */
  needsResolving: boolean;
  isResolved: boolean;
  state: SuObjectiveState;
  /** Who Claims it when `state` is "claimed". */
  sideId: string | null;
}

export interface SuTrackedEndgame {
  /** The tap after which the tracked state first met the scenario's Endgame; null: not yet. */
  triggeredBy: string | null;
  /** The Supers in play when it began (or since), who each play one more Turn (L421); no Henchman does (L427). */
  owed: string[];
  /** Of those, the ones that took it or whose side passed (or that went out of play since). */
  done: string[];
  /** Every Endgame Turn is played (or passed): the battle is scored (L1354). */
  isComplete: boolean;
}

export interface SuTrackerState {
  models: Record<string, SuTrackedModel>;
  objectives: SuTrackedObjective[];
  /** Turns taken in all (the game has no rounds, L405: the Turn count stands in for them). */
  turns: number;
  /** Turns per side. */
  turnsBySide: Record<string, number>;
  passed: string[];
  endgame: SuTrackedEndgame;
  /** What each side Claims now, as the scenario counts it (L1396, L1406, L1418, L1439). */
  claimed: Record<string, number>;
  /** The taps still standing (not struck, not strikes), in order. */
  live: SuTrackedEntry[];
}

/** Whether a scenario counts objectives and how many (L1380–L1437). */
export function trackerObjectiveCount(scenarioId: ScenarioId, sideCount: number): number {
  switch (scenarioId) {
    case "slugfest":
      return 0;
    case "danger-zone":
      return DANGER_ZONE_POWER_MARKERS;
    case "super-quest":
      return SUPER_QUEST_MARKERS;
    case "hold-ground":
      return TRACKER_TABLE_QUARTERS;
    case "enemy-territory":
      return TRACKER_OBJECTIVES_PER_SIDE * sideCount;
  }
}

function blankObjectives(battle: SuTrackerBattle, sideName: (sideId: string) => string): SuTrackedObjective[] {
  const count = trackerObjectiveCount(battle.scenarioId, battle.sides.length);
  const needsResolving = battle.scenarioId === "danger-zone" || battle.scenarioId === "super-quest";
  return Array.from({ length: count }, (_, index) => {
    const owner = battle.scenarioId === "enemy-territory" ? battle.sides[Math.floor(index / TRACKER_OBJECTIVES_PER_SIDE)]!.sideId : null;
    const label =
      battle.scenarioId === "danger-zone"
        ? `Power Marker ${index + 1}`
        : battle.scenarioId === "super-quest"
          ? `Quest Marker ${index + 1}`
          : battle.scenarioId === "hold-ground"
            ? `Table Quarter ${index + 1}`
            : `${sideName(owner!)}'s Objective ${(index % TRACKER_OBJECTIVES_PER_SIDE) + 1}`;
    return { index, label, ownerSideId: owner, needsResolving, isResolved: false, state: "open", sideId: null };
  });
}

/** Still in the battle: on the table (standing or KO'ed) or off it for a while by Climb High (L647). */
const isInPlay = (m: Pick<SuTrackedModel, "state">) => m.state === "active" || m.state === "ko" || m.state === "off-board";
/** On the table and not KO'ed or Incapacitated: what the Slugfest trigger counts (L1376); a model off the table by Climb High is neither KO'ed nor Incapacitated (Ruling SU-R45). */
const isStanding = (m: Pick<SuTrackedModel, "state">) => m.state === "active" || m.state === "off-board";

/** What each side Claims now: every Claimed objective, but in Enemy Territory only an enemy's (L1406). */
export function claimedBySide(battle: SuTrackerBattle, objectives: readonly SuTrackedObjective[]): Record<string, number> {
  const claimed: Record<string, number> = Object.fromEntries(battle.sides.map((s) => [s.sideId, 0]));
  for (const o of objectives) {
    if (o.state !== "claimed" || o.sideId === null || claimed[o.sideId] === undefined) continue;
    if (o.ownerSideId !== null && o.ownerSideId === o.sideId) continue;
    claimed[o.sideId]! += 1;
  }
  return claimed;
}

/** The tracked models as scoring reads them (their end states so far). */
export function trackedSideModels(battle: SuTrackerBattle, models: Readonly<Record<string, Pick<SuTrackedModel, "state">>>): SideModels[] {
  return battle.sides.map((s) => ({
    sideId: s.sideId,
    models: s.models.map((m): ModelEndState => ({ modelId: m.modelId, level: m.level, isLeader: m.isLeader, isSuper: m.isSuper, state: models[m.modelId]?.state ?? "active" })),
  }));
}

/**
 * Whether the tracked state meets the scenario's Endgame (L1376, L1394, L1404, L1416, L1437):
 * Slugfest, a side's models neither KO'ed nor out below half its starting Levels; Danger Zone and
 * Super Quest, every marker Claimed; Enemy Territory, a side Claims both Objectives of one enemy;
 * Hold Ground, a side Claims 3 Quarters or more.
 */
export function meetsEndgame(battle: SuTrackerBattle, models: Readonly<Record<string, Pick<SuTrackedModel, "state">>>, objectives: readonly SuTrackedObjective[]): boolean {
  const row = endgameOf(battle.scenarioId);
  if (row.kind === "below-half") {
    return trackedSideModels(battle, models).some((side) => {
      const start = side.models.reduce((sum, m) => sum + m.level, 0);
      const standing = side.models.filter(isStanding).reduce((sum, m) => sum + m.level, 0);
      return isBelowHalf({ startLevels: start, standingLevels: standing });
    });
  }
  if (row.kind === "all-claimed") return objectives.length > 0 && objectives.every((o) => o.state === "claimed" && o.sideId !== null);
  if (battle.scenarioId === "hold-ground") return Object.values(claimedBySide(battle, objectives)).some((n) => n >= (row.objectives ?? 0));
  // Enemy Territory: both Objectives of one enemy, Claimed by the same side.
  return battle.sides.some((owner) => {
    const own = objectives.filter((o) => o.ownerSideId === owner.sideId);
    const by = own[0]?.sideId;
    return own.length > 0 && own.every((o) => o.state === "claimed" && o.sideId !== null && o.sideId === by && by !== owner.sideId);
  });
}

/**
 * Adds the taps up. Several phones: every tap is kept in the server's order and applied in turn; a
 * tap that does not fit the state it meets (an unknown model, a Turn for a model out of play) is
 * passed over, so the result always fits the battle (the server refuses such taps anyway).
 * Losing the last Health Point Incapacitates the model (L296). The Endgame begins at the first tap
 * after which the state meets it, and stays begun (L419) even if a later tap undoes the condition;
 * striking the tap itself moves it.
 */
export function foldSuTracker(battle: SuTrackerBattle, entries: readonly SuTrackedEntry[], sideName: (sideId: string) => string = (id) => id): SuTrackerState {
  const struck = new Set(entries.flatMap((e) => (e.payload.kind === "strike" ? [e.payload.entryId] : [])));
  const live = entries.filter((e) => e.payload.kind !== "strike" && !struck.has(e.id));
  const models: Record<string, SuTrackedModel> = {};
  for (const side of battle.sides) {
    for (const m of side.models) {
      models[m.modelId] = { modelId: m.modelId, sideId: side.sideId, hp: m.hp, maxHp: m.hp, pp: m.power, maxPp: m.power, state: "active", turns: 0, hasEndgameTurn: false };
    }
  }
  const objectives = blankObjectives(battle, sideName);
  const turnsBySide: Record<string, number> = Object.fromEntries(battle.sides.map((s) => [s.sideId, 0]));
  const passed = new Set<string>();
  let turns = 0;
  let outCount = 0;
  let triggeredBy: string | null = null;
  const owed = new Set<string>();

  const goOut = (m: SuTrackedModel, by: string | undefined) => {
    if (!isInPlay(m)) return;
    m.state = "incapacitated";
    m.outOrder = ++outCount;
    if (by !== undefined) m.by = by;
  };

  for (const entry of live) {
    const tap = entry.payload;
    switch (tap.kind) {
      case "hp":
      case "pp": {
        const m = models[tap.modelId];
        if (!m || !isInPlay(m) || m.state === "off-board") break;
        if (tap.kind === "hp" && m.hp !== null && m.maxHp !== null) {
          m.hp = Math.max(0, Math.min(m.maxHp, m.hp + tap.change));
          if (m.hp === 0) goOut(m, tap.bySideId);
        }
        if (tap.kind === "pp" && m.pp !== null && m.maxPp !== null) m.pp = Math.max(0, Math.min(m.maxPp, m.pp + tap.change));
        break;
      }
      case "state": {
        const m = models[tap.modelId];
        if (!m || !isInPlay(m)) break;
        if (tap.state === "ko") {
          if (m.state !== "active") break;
          m.state = "ko";
          if (tap.bySideId !== undefined) m.by = tap.bySideId;
        } else if (tap.state === "up" || tap.state === "on-board") m.state = "active";
        else if (tap.state === "off-board") {
          if (m.state === "active") m.state = "off-board";
        } else goOut(m, tap.bySideId ?? (m.state === "ko" ? m.by : undefined));
        break;
      }
      case "turn": {
        const m = models[tap.modelId];
        if (!m || !isInPlay(m) || m.state === "off-board") break;
        if (triggeredBy !== null) {
          if (!owed.has(m.modelId) || m.hasEndgameTurn || passed.has(m.sideId)) break;
          m.hasEndgameTurn = true;
        }
        m.turns += 1;
        turns += 1;
        turnsBySide[m.sideId] = (turnsBySide[m.sideId] ?? 0) + 1;
        break;
      }
      case "pass":
        if (triggeredBy !== null && turnsBySide[tap.sideId] !== undefined) passed.add(tap.sideId);
        break;
      case "resolved": {
        const o = objectives[tap.objective];
        if (o?.needsResolving) o.isResolved = true;
        break;
      }
      case "objective": {
        const o = objectives[tap.objective];
        if (!o) break;
        if (tap.state === "claimed") {
          if (!tap.sideId || turnsBySide[tap.sideId] === undefined || (o.needsResolving && !o.isResolved)) break;
          o.state = "claimed";
          o.sideId = tap.sideId;
        } else {
          o.state = tap.state;
          o.sideId = null;
        }
        break;
      }
    }
    if (triggeredBy === null && meetsEndgame(battle, models, objectives)) {
      triggeredBy = entry.id;
      for (const m of Object.values(models)) if (isInPlay(m) && isSuperModel(battle, m.modelId)) owed.add(m.modelId);
    }
  }

  const owedNow = [...owed];
  const done = owedNow.filter((id) => {
    const m = models[id]!;
    return m.hasEndgameTurn || passed.has(m.sideId) || !isInPlay(m);
  });
  return {
    models,
    objectives,
    turns,
    turnsBySide,
    passed: [...passed],
    endgame: { triggeredBy, owed: owedNow, done, isComplete: triggeredBy !== null && done.length === owedNow.length },
    claimed: claimedBySide(battle, objectives),
    live,
  };
}

function isSuperModel(battle: SuTrackerBattle, modelId: string): boolean {
  return battle.sides.some((s) => s.models.some((m) => m.modelId === modelId && m.isSuper));
}

/** The models KO'ed or out of play now: they cannot use a Class Gimmick (SU L979, recordGimmickUse's `outOfAction`). */
export function outOfAction(state: SuTrackerState): string[] {
  return Object.values(state.models)
    .filter((m) => m.state !== "active")
    .map((m) => m.modelId);
}

/**
 * Why a tap does not fit the battle as tracked so far, in a player's words (names by id: the app
 * puts names in); undefined when it does.
 */
export function suTapProblem(battle: SuTrackerBattle, state: SuTrackerState, tap: SuTap): string | undefined {
  const modelOf = (id: string) => state.models[id];
  const isMultiSide = battle.sides.length > 2;
  /** Who did it: a team of this battle other than the model's own (SU-R18); with three or more teams, named when the tap puts the model out (Ruling SU-R46). */
  const attackerProblem = (m: SuTrackedModel, bySideId: string | undefined, putsOut: boolean): string | undefined => {
    if (bySideId !== undefined) {
      if (state.turnsBySide[bySideId] === undefined) return "The attacking team is not in this battle.";
      if (bySideId === m.sideId) return `${m.modelId} is on ${bySideId}: name the enemy team whose attack did it.`;
      return undefined;
    }
    if (putsOut && isMultiSide && m.by === undefined) return `Three or more teams play: say which team Incapacitated ${m.modelId}.`;
    return undefined;
  };
  switch (tap.kind) {
    case "hp":
    case "pp": {
      const m = modelOf(tap.modelId);
      if (!m) return "That character is not in this battle's line-ups.";
      if (!Number.isInteger(tap.change) || tap.change === 0 || Math.abs(tap.change) > MAX_TRACK_CHANGE)
        return `Move a track by a whole number from 1 to ${MAX_TRACK_CHANGE}, up or down.`;
      if (!isInPlay(m)) return `${m.modelId} is out of play: nothing more happens to it.`;
      if (m.state === "off-board") return `${m.modelId} is off the table (Climb High): tap Back on the table when it returns.`;
      const max = tap.kind === "hp" ? m.maxHp : m.maxPp;
      if (max === null) return `${m.modelId}'s card gave no ${tap.kind === "hp" ? "Health" : "Power"} Points to track.`;
      if (tap.kind === "pp") return tap.bySideId === undefined ? undefined : "Only a hit names the attacking team.";
      return attackerProblem(m, tap.bySideId, m.hp !== null && m.hp + tap.change <= 0);
    }
    case "state": {
      const m = modelOf(tap.modelId);
      if (!m) return "That character is not in this battle's line-ups.";
      if (!isInPlay(m)) return `${m.modelId} is already out of play; undo that tap to bring it back.`;
      if (tap.state === "ko" && m.state === "ko") return `${m.modelId} is already KO'ed.`;
      if (tap.state === "up" && m.state === "active") return `${m.modelId} is standing on the table: neither KO'ed nor off it.`;
      if (tap.state === "up" && m.state === "off-board") return `${m.modelId} is off the table (Climb High), not KO'ed: tap Back on the table when it returns.`;
      if (tap.state === "on-board" && m.state !== "off-board") return `${m.modelId} has not left the table: only a model off it by Climb High comes back on.`;
      if (m.state === "off-board" && tap.state !== "on-board")
        return `${m.modelId} is off the table (Climb High): tap Back on the table when it returns; if it never does, it counts as Incapacitated at the end (L647).`;
      if (tap.state === "off-board" && m.state !== "active") return `Only a standing model leaves the table by Climb High (L647); ${m.modelId} is KO'ed.`;
      if (tap.state === "up" || tap.state === "off-board" || tap.state === "on-board")
        return tap.bySideId === undefined ? undefined : "Only a KO or an Incapacitation names the attacking team.";
      return attackerProblem(m, tap.bySideId, tap.state === "incapacitated");
    }
    case "turn": {
      const m = modelOf(tap.modelId);
      if (!m) return "That character is not in this battle's line-ups.";
      if (!isInPlay(m)) return `${m.modelId} is out of play and takes no more Turns.`;
      if (m.state === "off-board") return `${m.modelId} is off the table (Climb High): tap Back on the table as its Turn brings it back, then its Turn.`;
      if (state.endgame.triggeredBy !== null) {
        if (!isSuperModel(battle, m.modelId)) return `The Endgame has begun: a Henchman such as ${m.modelId} takes no more Turns.`;
        if (state.passed.includes(m.sideId)) return `${m.sideId} passed its Endgame Turns: it makes no more.`;
        if (m.hasEndgameTurn || !state.endgame.owed.includes(m.modelId)) return `${m.modelId} has played its one Turn of the Endgame.`;
      }
      return undefined;
    }
    case "pass":
      if (state.turnsBySide[tap.sideId] === undefined) return "That team is not in this battle.";
      if (state.endgame.triggeredBy === null) return "A team passes only its Endgame Turns, once the Endgame has begun.";
      if (state.passed.includes(tap.sideId)) return `${tap.sideId} has already passed.`;
      return undefined;
    case "resolved": {
      const o = state.objectives[tap.objective];
      if (!o) return "This scenario has no such objective.";
      if (!o.needsResolving) return `${o.label} is not resolved, only Claimed.`;
      if (o.isResolved) return `${o.label} is already resolved.`;
      return undefined;
    }
    case "objective": {
      const o = state.objectives[tap.objective];
      if (!o) return "This scenario has no such objective.";
      if (tap.state !== "claimed") return tap.sideId ? "Only a Claim names a team." : o.state === tap.state ? `${o.label} is already ${tap.state}.` : undefined;
      if (!tap.sideId || state.turnsBySide[tap.sideId] === undefined) return "Say which team of this battle Claims it.";
      if (o.needsResolving && !o.isResolved) return `${o.label} must be resolved before it can be Claimed.`;
      if (o.ownerSideId === tap.sideId) return `${o.label} is ${tap.sideId}'s own: a team Claims its enemies' Objectives.`;
      const standing = Object.values(state.models).some((m) => m.sideId === tap.sideId && m.state === "active");
      if (!standing) return `${tap.sideId} has no model standing: KO'ed models do not Claim.`;
      if (o.state === "claimed" && o.sideId === tap.sideId) return `${tap.sideId} already Claims ${o.label}.`;
      return undefined;
    }
    case "strike": {
      const target = state.live.find((e) => e.id === tap.entryId);
      return target ? undefined : "That tap is not on this battle's list (already undone?).";
    }
  }
}

/** The result the report starts from: each model's end state and, for those out of play, the order they went out in; what each side Claims. */
export interface SuTrackedReport {
  models: Array<{ characterId: string; state: ModelEndStateKind; order?: number; byTeamId?: string }>;
  claimed: Record<string, number> | null;
}

export function trackedReport(battle: SuTrackerBattle, state: SuTrackerState): SuTrackedReport {
  return {
    models: battle.sides.flatMap((s) =>
      s.models.map((m) => {
        const t = state.models[m.modelId]!;
        return t.state === "incapacitated"
          ? { characterId: m.modelId, state: t.state, order: t.outOrder, ...(t.by !== undefined ? { byTeamId: t.by } : {}) }
          : { characterId: m.modelId, state: t.state };
      }),
    ),
    claimed: battle.scenarioId === "slugfest" ? null : state.claimed,
  };
}

/**
 * What still stands between the tracked battle and its result, in a player's words (ids for names:
 * the app puts names in); undefined once every Endgame Turn is played or passed (L421, L1354,
 * Ruling SU-R44).
 */
export function endgameStillOwed(battle: SuTrackerBattle, state: SuTrackerState): string | undefined {
  if (state.endgame.isComplete) return undefined;
  const row = endgameOf(battle.scenarioId);
  if (state.endgame.triggeredBy === null) return `The Endgame has not begun: it begins once ${row.text}, then each Super plays one more Turn.`;
  const waiting = state.endgame.owed.filter((id) => !state.endgame.done.includes(id));
  return `The Endgame has begun, but ${waiting.length} Endgame ${waiting.length === 1 ? "Turn is" : "Turns are"} still to play: ${waiting.join(", ")} (or their team passes).`;
}

/**
 * The score the tracked state gives once the Endgame Turns are played (L1378, L1396, L1406, L1418,
 * L1439): scoreBattle on the tracked end states, the Incapacitated in the order they went out, and
 * the Claims; with the Subplots' facts the tracker does not hold left to the report.
 */
export function scoreTracked(
  battle: SuTrackerBattle,
  state: SuTrackerState,
  extra: Pick<ScoreBattleInput, "subplots" | "prizeStudies" | "vipConvictions"> = {},
  settings?: SuScoringSettings,
): ScoreBattleResult {
  const incapacitations = Object.values(state.models)
    .filter((m) => m.state === "incapacitated" && m.outOrder !== undefined)
    .sort((a, b) => a.outOrder! - b.outOrder!)
    .map((m) => ({ modelId: m.modelId, ...(m.by !== undefined ? { bySide: m.by } : {}) }));
  return scoreBattle(
    {
      scenarioId: battle.scenarioId,
      sides: trackedSideModels(battle, state.models),
      ...(battle.scenarioId === "slugfest" ? {} : { claimed: state.claimed }),
      // With three or more teams each tap that put a model out named who did it (Ruling SU-R46).
      incapacitations,
      ...extra,
    },
    settings,
  );
}

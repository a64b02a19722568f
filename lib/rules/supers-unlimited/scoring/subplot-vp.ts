/**
 * Subplot Victory Points (SU L1441–L1517): each resolved Subplot scores 1 VP at once (L1443).
 * - First Blood: the first Super Incapacitated gives the opposing side 1 VP (L1475);
 * - Take Their Leader: the first Leader Incapacitated, likewise (L1517);
 *   both score once per player who holds them (L1459, SU-R11);
 * - Prize: Study Points pooled by every side; the side whose study takes the pool to 6 scores (L1497–L1499);
 * - V.I.P.: each side's own Conviction Points; the first to 5 scores (L1509–L1511).
 * A resolved Prize or V.I.P. leaves the table (L1443), so no study or conviction follows it (SU-R19).
 */
import { PRIZE_STUDY_POINTS, VIP_CONVICTION_POINTS } from "../set-up/tables";
import type { ModelEndState } from "./model-end-state";

/** One model Incapacitated during play, in the order it happened; `bySide`: the side that did it. */
export interface IncapacitationEvent {
  modelId: string;
  /** Needed with more than two sides: who scores (SU-R18). */
  bySide?: string;
}

/** One study or conviction roll: its Successes become points (L1497, L1509). */
export interface ObjectivePoints {
  sideId: string;
  successes: number;
}

export interface SideModels {
  sideId: string;
  models: readonly ModelEndState[];
}

/** The first model matching `is` among the events, with its side (SU L1475, L1517). */
export interface FirstIncapacitated {
  modelId: string;
  sideId: string;
  /** The side that scores: `bySide`, or with two sides the other one (SU-R18). */
  scoringSideId: string;
}

export type SubplotScoringErrorCode = "opposing-side-unknown" | "scoring-side-invalid" | "prize-already-resolved" | "vip-already-won" | "points-invalid" | "unknown-side";
export type SubplotScoringFailure = { ok: false; error: { code: SubplotScoringErrorCode; message: string } };

function fail(code: SubplotScoringErrorCode, message: string): SubplotScoringFailure {
  return { ok: false, error: { code, message } };
}

/**
 * The first Incapacitated model for which `is` holds, and the side that scores for it.
 * Errors: `opposing-side-unknown` (more than two sides and no `bySide`), `scoring-side-invalid`
 * (`bySide` is the model's own side or not a side).
 */
export function firstIncapacitated(
  sides: readonly SideModels[],
  events: readonly IncapacitationEvent[],
  is: (model: ModelEndState) => boolean,
): { ok: true; first: FirstIncapacitated | null } | SubplotScoringFailure {
  for (const event of events) {
    const side = sides.find((s) => s.models.some((m) => m.modelId === event.modelId));
    const model = side?.models.find((m) => m.modelId === event.modelId);
    if (!side || !model || !is(model)) continue;
    const others = sides.filter((s) => s !== side).map((s) => s.sideId);
    const scoringSideId = event.bySide ?? (others.length === 1 ? others[0] : undefined);
    if (scoringSideId === undefined) return fail("opposing-side-unknown", `With more than two sides, say which side Incapacitated ${event.modelId}.`);
    if (!others.includes(scoringSideId)) return fail("scoring-side-invalid", `${scoringSideId} cannot score for ${event.modelId}: it must be an opposing side.`);
    return { ok: true, first: { modelId: model.modelId, sideId: side.sideId, scoringSideId } };
  }
  return { ok: true, first: null };
}

/** Who resolves a points Subplot, and the running totals. */
export interface PointsOutcome {
  /** The side that resolved it, or null. */
  winner: string | null;
  /** Points per side (the Prize's pool is the sum). */
  points: Record<string, number>;
}

function checkPoints(sideIds: readonly string[], rolls: readonly ObjectivePoints[]): SubplotScoringFailure | null {
  for (const r of rolls) {
    if (!sideIds.includes(r.sideId)) return fail("unknown-side", `${r.sideId} is not a side of this battle.`);
    if (!Number.isInteger(r.successes) || r.successes < 0) return fail("points-invalid", `Successes must be a whole number, 0 or more (got ${r.successes}).`);
  }
  return null;
}

/** The Prize: the study that takes the shared pool to 6 or more wins it (L1497–L1499). Error `prize-already-resolved`. */
export function scorePrize(sideIds: readonly string[], studies: readonly ObjectivePoints[]): { ok: true; outcome: PointsOutcome } | SubplotScoringFailure {
  const problem = checkPoints(sideIds, studies);
  if (problem) return problem;
  const points: Record<string, number> = Object.fromEntries(sideIds.map((id) => [id, 0]));
  let pool = 0;
  let winner: string | null = null;
  for (const [i, study] of studies.entries()) {
    if (winner) return fail("prize-already-resolved", `Study ${i + 1} came after the Prize was resolved by ${winner}.`);
    points[study.sideId]! += study.successes;
    pool += study.successes;
    if (pool >= PRIZE_STUDY_POINTS) winner = study.sideId;
  }
  return { ok: true, outcome: { winner, points } };
}

/** The V.I.P.: the first side to 5 of its own Conviction Points wins it (L1509–L1511). Error `vip-already-won`. */
export function scoreVip(sideIds: readonly string[], convictions: readonly ObjectivePoints[]): { ok: true; outcome: PointsOutcome } | SubplotScoringFailure {
  const problem = checkPoints(sideIds, convictions);
  if (problem) return problem;
  const points: Record<string, number> = Object.fromEntries(sideIds.map((id) => [id, 0]));
  let winner: string | null = null;
  for (const [i, roll] of convictions.entries()) {
    if (winner) return fail("vip-already-won", `Conviction roll ${i + 1} came after ${winner} won the V.I.P.`);
    points[roll.sideId]! += roll.successes;
    if (points[roll.sideId]! >= VIP_CONVICTION_POINTS) winner = roll.sideId;
  }
  return { ok: true, outcome: { winner, points } };
}

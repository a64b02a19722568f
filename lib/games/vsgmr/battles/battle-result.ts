import { formatPoints, pointsText } from "@/lib/rules/vsgmr";
import { VSGMR_DEFEATED_CURRENCY } from "../index";

/** How a battle ended (the scenarios' endings, VSGMR L619–L655). */
export const VSGMR_END_CONDITIONS = ["rounds", "edge", "building-hits", "survivors", "object-home"] as const;
export type VsgmrEndCondition = (typeof VSGMR_END_CONDITIONS)[number];

export const END_CONDITION_LABELS: Record<VsgmrEndCondition, string> = {
  rounds: "The round limit was reached",
  edge: "Figures crossed the table edge",
  "building-hits": "The building took its hits",
  survivors: "Only one side had figures left",
  "object-home": "The object was carried home",
};

export type SideOutcome = "WON" | "LOST" | "DRAW";

/** One force's line of a battle's result, as the organiser or players report it. */
export interface VsgmrSideResult {
  teamId: string;
  name: string;
  /** The priced total of the force this side fielded, in half points. */
  forceHalves: number;
  /** Points of enemy figures this side defeated, in half points. */
  defeatedHalves: number;
  outcome: SideOutcome;
}

export interface ResultProblem {
  teamId: string | null;
  message: string;
}

/**
 * Every problem with a reported result at once: a side cannot defeat more points than its enemies
 * fielded; one side wins, or several that fought on the same side of the scenario (`roles`: the
 * Assaulters who brought a Fortress down together, L635–L639, Ruling VS-R25); a draw is everyone's
 * or no one's, and someone must lose to a winner (a series counts wins, so the outcomes must agree
 * with each other).
 */
export function checkBattleResult(sides: readonly VsgmrSideResult[], roles: Readonly<Record<string, string>> = {}): ResultProblem[] {
  const problems: ResultProblem[] = [];
  if (sides.length < 2) problems.push({ teamId: null, message: "A battle needs at least two forces." });
  for (const side of sides) {
    const enemyHalves = sides.filter((other) => other.teamId !== side.teamId).reduce((sum, other) => sum + other.forceHalves, 0);
    if (!Number.isInteger(side.defeatedHalves) || side.defeatedHalves < 0) {
      problems.push({ teamId: side.teamId, message: `${side.name}: enter the points of enemy figures defeated, in whole or half points.` });
    } else if (side.defeatedHalves > enemyHalves) {
      problems.push({
        teamId: side.teamId,
        message: `${side.name} cannot have defeated ${pointsText(side.defeatedHalves)}: its enemies fielded ${formatPoints(enemyHalves)}.`,
      });
    }
  }
  const winning = sides.filter((side) => side.outcome === "WON");
  const winners = winning.length;
  const draws = sides.filter((side) => side.outcome === "DRAW").length;
  const sharedRole = roles[winning[0]?.teamId ?? ""];
  const isOneSide = sharedRole !== undefined && winning.every((side) => roles[side.teamId] === sharedRole);
  if (winners > 1 && !isOneSide) problems.push({ teamId: null, message: "Only one force can win a battle, or several that fought on the same side of the scenario." });
  if (winners > 1 && isOneSide && winners === sides.length) problems.push({ teamId: null, message: "Someone must lose to the winners, or call it a draw." });
  if (draws > 0 && draws !== sides.length) problems.push({ teamId: null, message: "A draw is a draw for every force." });
  if (winners === 0 && draws === 0 && sides.length > 0) problems.push({ teamId: null, message: "Choose who won, or call it a draw." });
  return problems;
}

/** A ledger row a resolved battle writes (StoryPointEntry), keyed so a retried write never doubles it. */
export interface DefeatedEntry {
  teamId: string;
  currency: typeof VSGMR_DEFEATED_CURRENCY;
  reason: "FIGURES_DEFEATED";
  delta: number;
  idempotencyKey: string;
}

/** The key of a side's FIGURES_DEFEATED row: one per battle and force. */
export function defeatedEntryKey(battleId: string, teamId: string): string {
  return `vsgmr:${battleId}:${teamId}:defeated`;
}

/** The ledger rows of a result: each side's points of enemy figures defeated (none for a side that defeated none). */
export function defeatedEntries(battleId: string, sides: readonly Pick<VsgmrSideResult, "teamId" | "defeatedHalves">[]): DefeatedEntry[] {
  return sides
    .filter((side) => side.defeatedHalves > 0)
    .map((side) => ({
      teamId: side.teamId,
      currency: VSGMR_DEFEATED_CURRENCY,
      reason: "FIGURES_DEFEATED",
      delta: side.defeatedHalves,
      idempotencyKey: defeatedEntryKey(battleId, side.teamId),
    }));
}

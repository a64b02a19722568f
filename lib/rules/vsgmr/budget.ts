/**
 * One force against the budget it is built to (VS-R19): the series' point budget, a scenario's
 * range (L621, L631, L647, L653) or a scenario side's budget (L627, L637, L643). Every budget is
 * read the same way: a force may not spend more than it, and should not spend more than 5 points
 * less (L84: players begin within 5 points of each other, and unspent points are lost).
 */
import { vsgmrScenarioById, type ScenarioRole, type VsgmrScenarioId } from "./data/scenarios";
import { PARITY_TOLERANCE_HALVES } from "./parity";
import { pointsText } from "./points";

export interface ForceBudget {
  /** Whose budget, in words: "the series' budget", "Basic Game's range", "Outflanked's Defender budget". */
  name: string;
  /** The budget itself in words: "40 points", "25–40 points". */
  text: string;
  maxHalves: number;
  minHalves: number;
  line: number;
}

export type BudgetStatus = "within" | "over" | "under" | "no-side";

export interface BudgetVerdict {
  status: BudgetStatus;
  isFair: boolean;
  /** One plain line: "Over the series' budget of 40 points: 42 points, 2 points over." */
  summary: string;
}

const roleWord = (role: ScenarioRole) => `${role[0]!.toUpperCase()}${role.slice(1)}`;

/** The series' budget (setting `pointBudget`): at most that, at least 5 under it (VS-R19). */
export function seriesBudget(points: number): ForceBudget {
  const maxHalves = points * 2;
  return { name: "the series' budget", text: pointsText(maxHalves), maxHalves, minHalves: Math.max(0, maxHalves - PARITY_TOLERANCE_HALVES), line: 84 };
}

/**
 * A scenario's budget for one force: its range, or its side's budget (VS-R14). Null for a scenario
 * with a budget per side when no side is chosen yet.
 */
export function scenarioBudget(scenarioId: VsgmrScenarioId, role?: ScenarioRole): ForceBudget | null {
  const scenario = vsgmrScenarioById(scenarioId);
  if (scenario.budget.kind === "range") {
    const { minPoints, maxPoints } = scenario.budget;
    return { name: `${scenario.name}'s range`, text: `${minPoints}–${maxPoints} points`, maxHalves: maxPoints * 2, minHalves: minPoints * 2, line: scenario.budgetLine };
  }
  const side = scenario.budget.roles.find((r) => r.role === role);
  if (!side) return null;
  const maxHalves = side.points * 2;
  return {
    name: `${scenario.name}'s ${roleWord(side.role)} budget`,
    text: pointsText(maxHalves),
    maxHalves,
    minHalves: Math.max(0, maxHalves - PARITY_TOLERANCE_HALVES),
    line: scenario.budgetLine,
  };
}

/** A force's points against a budget, in one plain line; null budget: a side must be chosen first. */
export function checkBudget(totalHalves: number, budget: ForceBudget | null, scenarioId?: VsgmrScenarioId): BudgetVerdict {
  if (!budget) {
    const scenario = scenarioId ? vsgmrScenarioById(scenarioId) : undefined;
    const sides = scenario?.budget.kind === "per-role" ? ` (${scenario.budget.roles.map((r) => `${roleWord(r.role)} ${r.points}`).join(", ")})` : "";
    return { status: "no-side", isFair: false, summary: `Choose a side to check this force against its budget${sides}.` };
  }
  const head = `${budget.name} of ${budget.text}`;
  if (totalHalves > budget.maxHalves) {
    return { status: "over", isFair: false, summary: `Over ${head}: ${pointsText(totalHalves)}, ${pointsText(totalHalves - budget.maxHalves)} over.` };
  }
  if (totalHalves < budget.minHalves) {
    const short = pointsText(budget.minHalves - totalHalves);
    return {
      status: "under",
      isFair: false,
      summary: `Under ${head}: ${pointsText(totalHalves)}, ${short} short of ${pointsText(budget.minHalves)}, the least a force should bring.`,
    };
  }
  return { status: "within", isFair: true, summary: `Within ${head}: ${pointsText(totalHalves)}.` };
}

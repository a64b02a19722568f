/**
 * Are the forces of a battle fair? Within 5 points of each other (VSGMR L84), and inside the
 * scenario's suggested points (L621–L653), read as VS-R14 says.
 */
import { vsgmrScenarioById, type ScenarioRole, type VsgmrScenarioId } from "./data/scenarios";
import { forceCost } from "./force-cost";
import type { VsgmrForce } from "./force";
import { formatPoints, pointsText } from "./points";
import { DEFAULT_VSGMR_SETTINGS, type VsgmrSettings } from "./settings";

/** The most two forces may differ by (L84), in half-points. */
export const PARITY_TOLERANCE_HALVES = 10;

export interface ParityForce {
  name: string;
  totalHalves: number;
  /** The side it plays in a scenario with one budget per side. */
  role?: ScenarioRole;
}

export type ParityReasonCode =
  /** Two forces more than 5 points apart (L84). */
  | "points-apart"
  /** A force outside the scenario's suggested range (L621 and the like). */
  | "outside-range"
  /** A force above its side's budget (L84: unspent points are lost; a budget is all there is). */
  | "over-budget"
  /** A force more than 5 points under its side's budget (VS-R14). */
  | "under-budget"
  /** A force with no side, or a side the scenario does not have. */
  | "missing-role"
  /** Fewer than two forces: nothing to compare. */
  | "too-few-forces";

export interface ParityReason {
  code: ParityReasonCode;
  /** Indexes of the forces it concerns. */
  forces: number[];
  message: string;
  line: number;
  ruling?: string;
}

export interface ParityVerdict {
  isFair: boolean;
  /** Every reason the forces are not fair; empty when they are. */
  reasons: ParityReason[];
  /** One line, e.g. "Fair: 32 v 30½ (Basic Game, 25–40 each)." */
  summary: string;
}

const roleWord = (role: ScenarioRole) => `${role[0]!.toUpperCase()}${role.slice(1)}`;

/** A force as `checkParity` compares it: its name, its priced total and its side. */
export function parityForceOf(force: VsgmrForce, role?: ScenarioRole, settings: VsgmrSettings = DEFAULT_VSGMR_SETTINGS): ParityForce {
  return { name: force.name, totalHalves: forceCost(force, settings).totalHalves, ...(role ? { role } : {}) };
}

/** The verdict for these forces in this scenario (without one: only the 5-point rule). */
export function checkParity(forces: readonly ParityForce[], scenarioId?: VsgmrScenarioId): ParityVerdict {
  const reasons: ParityReason[] = [];
  const scenario = scenarioId ? vsgmrScenarioById(scenarioId) : undefined;
  if (forces.length < 2) reasons.push({ code: "too-few-forces", forces: forces.map((_, i) => i), message: "A battle needs at least two forces to compare.", line: 84 });

  if (!scenario || scenario.budget.kind === "range") {
    for (let a = 0; a < forces.length; a++) {
      for (let b = a + 1; b < forces.length; b++) {
        const gap = Math.abs(forces[a]!.totalHalves - forces[b]!.totalHalves);
        if (gap > PARITY_TOLERANCE_HALVES) {
          reasons.push({
            code: "points-apart",
            forces: [a, b],
            message: `${forces[a]!.name} and ${forces[b]!.name} are ${pointsText(gap)} apart; forces should be within 5.`,
            line: 84,
            ruling: "VS-R14",
          });
        }
      }
    }
  }
  if (scenario && scenario.budget.kind === "range") {
    const { minPoints, maxPoints } = scenario.budget;
    forces.forEach((force, i) => {
      if (force.totalHalves < minPoints * 2 || force.totalHalves > maxPoints * 2) {
        reasons.push({
          code: "outside-range",
          forces: [i],
          message: `${force.name} has ${pointsText(force.totalHalves)}; ${scenario.name} suggests ${minPoints} to ${maxPoints}.`,
          line: scenario.budgetLine,
          ruling: "VS-R14",
        });
      }
    });
  }
  if (scenario && scenario.budget.kind === "per-role") {
    const budgets = scenario.budget.roles;
    forces.forEach((force, i) => {
      const budget = budgets.find((b) => b.role === force.role);
      if (!budget) {
        reasons.push({ code: "missing-role", forces: [i], message: `${force.name} needs a side: ${budgets.map((b) => b.role).join(" or ")}.`, line: scenario.budgetLine });
        return;
      }
      const limit = budget.points * 2;
      if (force.totalHalves > limit) {
        reasons.push({
          code: "over-budget",
          forces: [i],
          message: `${force.name} has ${pointsText(force.totalHalves)}, over the ${roleWord(budget.role)}'s budget of ${budget.points}.`,
          line: scenario.budgetLine,
          ruling: "VS-R14",
        });
      } else if (limit - force.totalHalves > PARITY_TOLERANCE_HALVES) {
        reasons.push({
          code: "under-budget",
          forces: [i],
          message: `${force.name} has ${pointsText(force.totalHalves)}, more than 5 under the ${roleWord(budget.role)}'s budget of ${budget.points}.`,
          line: scenario.budgetLine,
          ruling: "VS-R14",
        });
      }
    });
  }

  const isFair = reasons.length === 0;
  const totals = forces.map((f) => formatPoints(f.totalHalves)).join(" v ");
  const budgetText = !scenario
    ? "forces within 5 points of each other"
    : scenario.budget.kind === "range"
      ? `${scenario.name}, ${scenario.budget.minPoints}–${scenario.budget.maxPoints} each`
      : `${scenario.name}, ${scenario.budget.roles.map((r) => `${roleWord(r.role)} ${r.points}`).join(", ")}`;
  return { isFair, reasons, summary: `${isFair ? "Fair" : "Not fair"}: ${totals} (${budgetText}).` };
}

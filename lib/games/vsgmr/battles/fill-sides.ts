/**
 * The sides a set-up form fills in when its scenario is chosen or rolled (VS-R18), so a rolled
 * Outflanked battle is ready to set up without a tap per force. Pure: the form runs it in the
 * browser; the server still checks every side and budget.
 */
import { vsgmrScenarioById, type ScenarioRole, type VsgmrScenarioId } from "@/lib/rules/vsgmr";

export interface SideToFill {
  key: string;
  /** The force's points, in half points. */
  totalHalves: number;
}

/**
 * A side for each force, by key. Scenarios with a budget per side give the largest budget to the
 * strongest force (Outflanked: the 40-point Attacker), then down, the rest sharing the smallest;
 * scenarios with sides but one range (Spawning) give the first force the first side and the
 * others the second, in the order the forces are listed. A scenario without sides fills none.
 */
export function fillSides(scenarioId: VsgmrScenarioId, sides: readonly SideToFill[]): Record<string, ScenarioRole> {
  const scenario = vsgmrScenarioById(scenarioId);
  if (!scenario.roles) return {};
  if (scenario.budget.kind === "per-role") {
    const roles = [...scenario.budget.roles].sort((a, b) => b.points - a.points).map((r) => r.role);
    const strongest = sides.map((side, position) => ({ side, position })).sort((a, b) => b.side.totalHalves - a.side.totalHalves || a.position - b.position);
    return Object.fromEntries(strongest.map(({ side }, i) => [side.key, roles[Math.min(i, roles.length - 1)]!]));
  }
  const roles = scenario.roles;
  return Object.fromEntries(sides.map((side, i) => [side.key, roles[Math.min(i, roles.length - 1)]!]));
}

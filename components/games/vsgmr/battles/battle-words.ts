import { vsgmrScenarioById, type ScenarioRole, type VsgmrScenarioId } from "@/lib/rules/vsgmr";

export const ROLE_LABELS: Record<ScenarioRole, string> = {
  ambusher: "Ambusher",
  target: "Target",
  assaulter: "Assaulter",
  defender: "Defender",
  attacker: "Attacker",
  infiltrator: "Infiltrator",
  spawner: "Spawner",
};

export function scenarioLabel(id: VsgmrScenarioId): string {
  return vsgmrScenarioById(id).name;
}

/** A battle's line of forces and its outcome, as lists show it. */
export function outcomeLine(teams: ReadonlyArray<{ teamName: string; result: string | null }>, soloEnemy: string | null): string | null {
  if (teams.length > 0 && teams.every((t) => t.result === "DRAW")) return "Draw";
  const winner = teams.find((t) => t.result === "WON");
  if (winner) return `${winner.teamName} won`;
  if (soloEnemy && teams.length > 0 && teams.every((t) => t.result === "LOST")) return `${soloEnemy} (the app) won`;
  return null;
}

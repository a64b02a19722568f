/**
 * From what the players report at the end of a battle to its score (scoreBattle, SU L1354–L1517)
 * and each team's result: the most VP wins, teams tied on the most VP draw, the rest lose.
 */
import { scoreBattle, type BattleScore, type ScenarioId, type SuScoringSettings } from "@/lib/rules/supers-unlimited";
import type { SubplotInPlay } from "@/lib/rules/supers-unlimited";
import type { SuLineUpEntry, SuModelReport, SuResultEnding } from "./su-battle-details";

export interface SuBattleSide {
  teamId: string;
  teamName: string;
  lineUp: SuLineUpEntry[];
}

export interface SuResultReport {
  models: SuModelReport[];
  claimed: Record<string, number> | null;
  prizeStudies: Array<{ teamId: string; successes: number }>;
  vipConvictions: Array<{ teamId: string; successes: number }>;
  /** Absent: played through its Endgame (Ruling SU-R44). */
  ending?: SuResultEnding;
}

export type SuTeamResult = "WON" | "LOST" | "DRAW";

export type SuScoreResult = { ok: true; score: BattleScore; results: Record<string, SuTeamResult> } | { ok: false; message: string };

/** WON for the one team with the most VP, DRAW for teams tied on the most, LOST for the rest. */
export function resultsByVp(vp: Readonly<Record<string, number>>): Record<string, SuTeamResult> {
  const most = Math.max(...Object.values(vp));
  const top = Object.values(vp).filter((v) => v === most).length;
  return Object.fromEntries(Object.entries(vp).map(([teamId, v]) => [teamId, v < most ? "LOST" : top > 1 ? "DRAW" : "WON"]));
}

/**
 * Scores the report. Refuses (with the person's words) a model missing or reported twice, an
 * Incapacitated model without its order or two with one order, a team named that is not in the
 * battle, and every refusal of scoreBattle (claims, subplot facts).
 */
export function scoreReport(
  sides: readonly SuBattleSide[],
  scenarioId: ScenarioId,
  subplots: readonly SubplotInPlay[],
  report: SuResultReport,
  settings: SuScoringSettings,
): SuScoreResult {
  const teamIds = new Set(sides.map((s) => s.teamId));
  const byId = new Map(report.models.map((m) => [m.characterId, m]));
  if (byId.size !== report.models.length) return { ok: false, message: "A model is reported twice." };
  const names = new Map(sides.flatMap((s) => s.lineUp.map((m) => [m.characterId, m.name] as const)));
  for (const m of report.models) if (!names.has(m.characterId)) return { ok: false, message: "A reported model is not in this battle's line-ups." };
  for (const side of sides) {
    for (const model of side.lineUp) if (!byId.has(model.characterId)) return { ok: false, message: `Say how ${model.name} ended the battle.` };
  }
  const orders = new Set<number>();
  for (const m of report.models) {
    if (m.state !== "incapacitated") continue;
    if (m.order === undefined) return { ok: false, message: `Say when ${names.get(m.characterId)} was Incapacitated (1 for the first model out).` };
    if (orders.has(m.order)) return { ok: false, message: `Two models were Incapacitated as number ${m.order}: give each its own place.` };
    orders.add(m.order);
    if (m.byTeamId !== undefined && !teamIds.has(m.byTeamId)) return { ok: false, message: "The team that Incapacitated a model is not in this battle." };
  }
  const named = [...report.prizeStudies, ...report.vipConvictions].map((p) => p.teamId).concat(Object.keys(report.claimed ?? {}));
  if (named.some((id) => !teamIds.has(id))) return { ok: false, message: "A team named in the result is not in this battle." };

  const incapacitations = report.models
    .filter((m) => m.state === "incapacitated")
    .sort((a, b) => a.order! - b.order!)
    .map((m) => ({ modelId: m.characterId, ...(m.byTeamId ? { bySide: m.byTeamId } : {}) }));
  const scored = scoreBattle(
    {
      scenarioId,
      sides: sides.map((s) => ({
        sideId: s.teamId,
        models: s.lineUp.map((m) => ({ modelId: m.characterId, level: m.level, isLeader: m.isLeader, isSuper: m.isSuper, state: byId.get(m.characterId)!.state })),
      })),
      ...(scenarioId === "slugfest" ? {} : { claimed: report.claimed ?? {} }),
      subplots,
      incapacitations,
      ...(report.ending === "stopped" ? { stoppedEarly: true } : {}),
      prizeStudies: report.prizeStudies.map((p) => ({ sideId: p.teamId, successes: p.successes })),
      vipConvictions: report.vipConvictions.map((p) => ({ sideId: p.teamId, successes: p.successes })),
    },
    settings,
  );
  if (!scored.ok) return { ok: false, message: withNames(scored.error.message, sides) };
  return { ok: true, score: scored.score, results: resultsByVp(scored.score.vp) };
}

/** The library names sides and models by id; the person reads names. Models first: an id may contain another. */
export function withNames(text: string, sides: readonly Pick<SuBattleSide, "teamId" | "teamName" | "lineUp">[]): string {
  let out = text;
  for (const m of sides.flatMap((side) => side.lineUp)) out = out.split(m.characterId).join(m.name);
  for (const side of sides) out = out.split(side.teamId).join(side.teamName);
  return out;
}

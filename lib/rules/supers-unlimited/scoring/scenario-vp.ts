/**
 * A scenario's Victory Points (SU L1378, L1396, L1406, L1418, L1439): the side with the highest
 * total scores 2 VP; sides tied for the highest score 1 VP each; the rest score nothing.
 */
import { DEFAULT_SU_SCORING_SETTINGS, type SuScoringSettings } from "./settings";

/** VP for the highest total alone, and for each side tied for it. */
export const SCENARIO_WIN_VP = 2;
export const SCENARIO_TIE_VP = 1;

/** VP per side from each side's total, in the order given. */
export function scenarioVp(
  totals: ReadonlyArray<{ sideId: string; total: number }>,
  settings: SuScoringSettings = DEFAULT_SU_SCORING_SETTINGS,
): Array<{ sideId: string; total: number; vp: number }> {
  const high = Math.max(...totals.map((t) => t.total));
  const top = totals.filter((t) => t.total === high).length;
  const nobody = high === 0 && !settings.scoreTiesAtZero;
  return totals.map((t) => ({ ...t, vp: nobody || t.total !== high ? 0 : top === 1 ? SCENARIO_WIN_VP : SCENARIO_TIE_VP }));
}

import type { SuBattleResult, SuLineUpEntry } from "../battles/su-battle-details";

/** One resolved battle as the tiebreak reads it: each side's line-up and the reported end states. */
export interface IncapacitationBattle {
  sides: Array<{ teamId: string; lineUp: readonly SuLineUpEntry[] }>;
  result: Pick<SuBattleResult, "models">;
}

/**
 * The Levels of enemy models each team Incapacitated over the league's battles (SU-R40's tiebreak).
 * A model counts for the team the report names as having Incapacitated it (SU-R18, with three or
 * more teams); with two teams, for the other one. A model off the table, KO'ed or active counts for nobody.
 */
export function levelsIncapacitated(battles: readonly IncapacitationBattle[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const battle of battles) {
    for (const model of battle.result.models) {
      if (model.state !== "incapacitated") continue;
      const owner = battle.sides.find((side) => side.lineUp.some((entry) => entry.characterId === model.characterId));
      const entry = owner?.lineUp.find((candidate) => candidate.characterId === model.characterId);
      if (!owner || !entry) continue;
      const others = battle.sides.filter((side) => side.teamId !== owner.teamId);
      const credited = model.byTeamId ?? (others.length === 1 ? others[0]!.teamId : null);
      if (credited && credited !== owner.teamId) totals.set(credited, (totals.get(credited) ?? 0) + entry.level);
    }
  }
  return totals;
}

import { figureCost, type TrackerFigure, type TrackerSetup, type VsgmrFigure, type VsgmrSettings } from "@/lib/rules/vsgmr";
import { SOLO_ENEMY, type VsgmrBattleDetails } from "./battle-details";

/** The solo enemy's figure ids in the tracker: its figures have no rows, so they are named by their place in its force. */
export function soloFigureId(index: number): string {
  return `enemy-${index}`;
}

/**
 * The tracker's sides and figures: each force of the battle in its set-up order with its figures
 * as the battle was set up (`details.forces`; for older battles, `figures`: the active ones now) in roster order (a figure is its Character row), then the solo enemy's figures; each
 * priced by the series' rules, what defeating it is worth.
 */
export function trackerSetup(
  details: VsgmrBattleDetails,
  teams: ReadonlyArray<{ teamId: string; teamName: string }>,
  figures: ReadonlyArray<{ id: string; teamId: string; build: unknown }>,
  settings: VsgmrSettings,
): TrackerSetup {
  const figureOf = (id: string, side: string, build: VsgmrFigure): TrackerFigure => ({
    id,
    side,
    name: build.name,
    halves: figureCost(build, settings).totalHalves,
    hasDistanceAttack: Boolean(build.hasDistanceAttack),
  });
  // The set-up snapshot when the battle kept one; before that, the forces as they stand.
  const snapshot = details.forces;
  const played = snapshot ? teams.flatMap((t) => (snapshot[t.teamId] ?? []).map((f) => ({ id: f.id, teamId: t.teamId, build: f.build as unknown }))) : figures;
  return {
    scenarioId: details.scenarioId,
    sides: [
      ...teams.map((t) => ({ key: t.teamId, name: t.teamName, role: details.roles[t.teamId] })),
      ...(details.solo ? [{ key: SOLO_ENEMY, name: details.solo.enemyName, role: details.roles[SOLO_ENEMY] }] : []),
    ],
    figures: [
      ...teams.flatMap((t) => played.filter((f) => f.teamId === t.teamId).map((f) => figureOf(f.id, t.teamId, f.build as VsgmrFigure))),
      ...(details.solo?.figures ?? []).map((figure, index) => figureOf(soloFigureId(index), SOLO_ENEMY, figure)),
    ],
  };
}

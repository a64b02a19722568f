import type { EnemyActionRoll, OutflankedArrivalRoll, ScenarioRole, SoloActorSuggestion, SpawnRoll, VsgmrFigure, VsgmrScenarioId } from "@/lib/rules/vsgmr";
import type { VsgmrEndCondition } from "./battle-result";

/** One enemy turn of a solo battle: what the app rolled for the enemy and what it means. */
export interface SoloTurn {
  /** The request that rolled it: a retry answers with this turn. */
  requestKey: string;
  round: number;
  enemyAction: EnemyActionRoll;
  outflanked?: OutflankedArrivalRoll;
  spawn?: SpawnRoll;
  /** Which enemy figures the app suggests act, from those the tracker had on the table (VS-R24). */
  suggestion?: SoloActorSuggestion;
  /** The enemy's figures the tracker had on the table and waiting when the turn was rolled. */
  figuresInPlay?: number;
  figuresWaiting?: number;
}

/**
 * A VSGMR battle's own record, in Battle.details. STORED AS JSON (version `v`); changing its shape
 * needs a data migration. Read and written only through lib/games/vsgmr.
 */
export interface VsgmrBattleDetails {
  v: 1;
  scenarioId: VsgmrScenarioId;
  /** Each force's side where the scenario has sides, by team id. */
  roles: Record<string, ScenarioRole>;
  /** Each force's priced total when the battle was set up, in half points, by team id (or "enemy"). */
  forceHalves: Record<string, number>;
  /**
   * Each force's figures as the battle was set up, by team id: the tracker, the result and the
   * journal read these, so editing a force later does not change a battle in play. The series'
   * files carry it (each side's `setUp`), so an imported battle plays it too. Optional within v1:
   * battles set up before it was kept (and battles read from a file from before the files carried
   * it) read the forces as they stand.
   */
  forces?: Record<string, VsgmrForceSnapshot>;
  /** Solo mode: the force the app drives (a sample army), and its turn log. */
  solo: { enemyName: string; sampleArmyId: string; figures: VsgmrFigure[]; turns: SoloTurn[]; outflankedArrived: boolean } | null;
  result: {
    endCondition: VsgmrEndCondition;
    /** A figure of the enemy that joined a force (Recruit): undone with the battle. */
    recruit: { teamId: string; characterId: string; name: string } | null;
  } | null;
}

/** A force's figures at set-up: each figure's Character id and its build as it was then. STORED AS JSON (in VsgmrBattleDetails). */
export type VsgmrForceSnapshot = Array<{ id: string; build: VsgmrFigure }>;

/** The solo enemy's key among forceHalves: it is no team of the campaign. */
export const SOLO_ENEMY = "enemy";

export function readVsgmrDetails(json: unknown): VsgmrBattleDetails {
  const details = json as VsgmrBattleDetails | null;
  if (!details || details.v !== 1) throw new Error("Not a VSGMR battle record");
  return details;
}

import { PLASMA_X_BENEFITS, PLASMA_X_TABLE, type PlasmaXBenefit, type PlasmaXBenefitRecord } from "@/lib/rules/supers-unlimited";
import type { SuSetUp } from "./su-battle-details";

/**
 * Plasma X during the game (SU L1519–L1539): each use of a marker by a Super, kept in the battle's
 * record. STORED AS JSON in Battle.details.table; changing it needs a data migration and a new `v`
 * of SuTablePlay.
 */
export interface SuPlasmaXGain {
  /** The team whose marker was used: the player who placed it counts down (L1523). */
  teamId: string;
  characterId: string;
  /** Copied from the line-up so the record reads the same after the card is renamed. */
  name: string;
  /** The rules library's record, with its die. */
  roll: PlasmaXBenefitRecord;
  /** What the Super gained: the row's benefit, or on 9–10 the one the player chose (L1539). */
  benefit: PlasmaXBenefit;
  source: "app" | "physical";
  /** The form's one-time key: the same key twice is one roll. */
  requestKey: string;
  actorName: string;
  /** How many tracker taps the battle held when it was rolled: its place among them in the journal (absent in older rolls). */
  afterTaps?: number;
}

/** Our words for each benefit, as the table page of the battle shows it. */
export const PLASMA_X_BENEFIT_WORDS: Record<PlasmaXBenefit, string> = {
  power: "+1 Power for the rest of the game",
  recover: "Recovers 1 Power Point and 1 HP (not above its maximum)",
  move: "+2 Move for the rest of the game",
  success: "+1 Success on its Attacks for the rest of the game",
};

/** The table's exact odds before the roll: 1D10, each row two faces of ten. */
export const PLASMA_X_ODDS = PLASMA_X_TABLE.map((row) => ({
  faces: row.faces,
  id: row.id,
  percent: (row.faces.length / 10) * 100,
  words: row.id === "choose" ? "Choose one of the benefits above" : PLASMA_X_BENEFIT_WORDS[row.id],
}));

export function isPlasmaXBenefit(value: unknown): value is PlasmaXBenefit {
  return (PLASMA_X_BENEFITS as readonly unknown[]).includes(value);
}

/** Markers a team placed at set-up (0 before the roll or when Plasma X is not played). */
export function plasmaXMarkersPlaced(setUp: SuSetUp, teamId: string): number {
  return setUp.plasmaX?.players.find((p) => p.playerId === teamId)?.markers ?? 0;
}

/** Markers of a team not yet reached by a Super. */
export function plasmaXMarkersLeft(setUp: SuSetUp, gains: readonly SuPlasmaXGain[], teamId: string): number {
  return Math.max(0, plasmaXMarkersPlaced(setUp, teamId) - gains.filter((g) => g.teamId === teamId).length);
}

/** Every benefit a character gained, in the order gained. */
export function plasmaXGainsOf(gains: readonly SuPlasmaXGain[], characterId: string): PlasmaXBenefit[] {
  return gains.filter((g) => g.characterId === characterId).map((g) => g.benefit);
}

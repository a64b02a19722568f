/**
 * The Basic Vehicle (SMF App. I L2704–L2848). Only in campaigns that allow vehicles, and a player
 * pays 1 story point to bring one to a scenario (L2714). Its minor menu is in archetypes.ts.
 */

/** Size (L2728, ⊕ read as Body), Move and crew (L2786–L2790), ram bonus vs normal models (L2822–L2826). */
export const VEHICLE_SIZES = [
  { size: "small", body: 8, move: 25, crew: 2, ramDice: 1 },
  { size: "medium", body: 10, move: 20, crew: 7, ramDice: 2 },
  { size: "large", body: 12, move: 15, crew: 15, ramDice: 3 },
] as const satisfies readonly { size: "small" | "medium" | "large"; body: number; move: number; crew: number; ramDice: number }[];

export const VEHICLE_SPECIAL_POWERS = [
  { id: "all-terrain", name: "All-Terrain", line: 2742, description: "Ignores difficult ground." },
  { id: "combat-computer", name: "Combat Computer", line: 2746, description: "May move and fire in one turn." },
  { id: "heavy-armor", name: "Heavy Armor", line: 2750, description: "Three Re-rolls on defense rolls.", defenseRerolls: 3 },
  { id: "independent", name: "Independent", line: 2754, description: "Needs no pilot and acts like a character." },
  { id: "robot-brain", name: "Robot Brain", line: 2758, description: "+1D attack and defense; may move and fire.", requires: "independent", attackDice: 1, defenseDice: 1 },
  { id: "turbo-boost", name: "Turbo Boost", line: 2762, description: '+20" Move.', move: 20 },
] as const;
export type VehicleSpecialPowerId = (typeof VEHICLE_SPECIAL_POWERS)[number]["id"];

export const VEHICLE_SPECIAL_POWER_PICKS = 2; // L2734
/** Story points to field a vehicle in one scenario (L2714). */
export const VEHICLE_SCENARIO_COST_SP = 1;
/** Occupants of a destroyed vehicle defend against this TN (L2840). */
export const VEHICLE_EXPLOSION_TN = 5;

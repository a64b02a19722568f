/**
 * Henchmen groups (SMF Ch. 4 L1849–L1942). Archetype menus are in archetypes.ts.
 */

/** A group starts with 10 models (L1855, L1934); Legion adds 5 (L1909). */
export const HENCHMEN_NUMBERS = 10;
export const LEGION_EXTRA_MODELS = 5;
/** The Rule of 2D (L1861–L1863): every henchmen pool is 2D below a character's. */
export const HENCHMEN_DICE_REDUCTION = 2;
/** Melee numbers bonus and Concentrated Fire both cap at +3D (L1873, L1893). */
export const HENCHMEN_MAX_NUMBERS_BONUS = 3;

export const STREET_LEVEL_HENCHMEN_EQUIPMENT = [
  { id: "firearms", name: "Firearms", line: 1917, description: 'Guns or thrown weapons for a 10" Body attack.', rangedAttack: { range: 10 } },
  {
    id: "close-combat-weapon",
    name: "Close combat weapon",
    line: 1918,
    description: "Clubs, knives and chains: +1 Re-roll melee attack.",
    pools: [{ pool: "melee-attack", rerolls: 1 }],
  },
  {
    id: "close-combat-defense",
    name: "Close combat defense",
    line: 1920,
    description: "Riot shields and pads: +1 Re-roll Body defense.",
    pools: [
      { pool: "melee-defense", rerolls: 1 },
      { pool: "ranged-defense", rerolls: 1 },
    ],
  },
  { id: "hordes", name: "Hordes", line: 1921, description: "Reserves who refill the ranks each turn on a Chance roll." },
  { id: "special-weapons", name: "Special weapons", line: 1922, description: "Once per game, a Grenades attack." },
] as const;
export type StreetLevelHenchmenEquipmentId = (typeof STREET_LEVEL_HENCHMEN_EQUIPMENT)[number]["id"];
export const STREET_LEVEL_HENCHMEN_EQUIPMENT_PICKS = 2; // L1915
/** Street Level Henchmen check Panic at TN4 when below half their starting numbers (L1924). */
export const PANIC_TN = 4;

/**
 * What a figure is and what it costs before options (VSGMR L86–L117): three flavours of guy
 * (troop, hero, mook), cavalry, vehicles and buildings in three sizes. Costs are half-points.
 */

export const GUY_TYPES = ["troop", "hero", "mook"] as const;
export type GuyType = (typeof GUY_TYPES)[number];

export const FIGURE_TYPES = [...GUY_TYPES, "cavalry", "vehicle", "building"] as const;
export type FigureType = (typeof FIGURE_TYPES)[number];

/** How options are priced: guys one way, cavalry, vehicles and buildings each their own (L88–L113). */
export type FigureClass = "guy" | "cavalry" | "vehicle" | "building";

export const BUILDING_SIZES = ["small", "medium", "large"] as const;
export type BuildingSize = (typeof BUILDING_SIZES)[number];

export function isGuy(type: FigureType): type is GuyType {
  return (GUY_TYPES as readonly string[]).includes(type);
}

export function figureClass(type: FigureType): FigureClass {
  return isGuy(type) ? "guy" : (type as Exclude<FigureType, GuyType>);
}

export interface FigureTypeDef {
  type: FigureType;
  name: string;
  /** Half-points per figure; buildings are priced by size instead (null here). */
  costHalves: number | null;
  /** Our own one-line summary. */
  summary: string;
  line: number;
}

export const FIGURE_TYPE_TABLE = [
  { type: "troop", name: "Troop", costHalves: 2, summary: "An ordinary guy.", line: 88 }, // VSGMR L88
  { type: "hero", name: "Hero", costHalves: 4, summary: "A guy with +1 on distance and hand-to-hand attacks and on skill rolls.", line: 88 }, // VSGMR L86–L88
  { type: "mook", name: "Mook", costHalves: 1, summary: "A weaker guy: −1 on every roll; never the Commander.", line: 117 }, // VSGMR L117
  { type: "cavalry", name: "Cavalry", costHalves: 4, summary: "A mount; moves only with a rider guy, bought separately. Light armour free.", line: 97 }, // VSGMR L97–L101
  { type: "vehicle", name: "Vehicle", costHalves: 6, summary: "Moves only with a driver or pilot guy, bought separately. +1 on attacks and armour; light armour free.", line: 103 }, // VSGMR L103–L107
  {
    type: "building",
    name: "Building",
    costHalves: null,
    summary: "Cover for guys, cavalry or vehicles. +1 on distance attacks and armour; no hand to hand; light armour free.",
    line: 109,
  }, // VSGMR L109–L113
] as const satisfies readonly FigureTypeDef[];

export interface BuildingSizeDef {
  size: BuildingSize;
  costHalves: number;
  /** Figures it can give cover to: twice its size (L109). */
  covers: number;
  line: number;
}

export const BUILDING_SIZE_TABLE = [
  { size: "small", costHalves: 2, covers: 2, line: 109 }, // VSGMR L109: small 1 point, covers 2
  { size: "medium", costHalves: 6, covers: 6, line: 109 }, // VSGMR L109: medium 3 points, covers 6
  { size: "large", costHalves: 10, covers: 10, line: 109 }, // VSGMR L109: large 5 points, covers 10
] as const satisfies readonly BuildingSizeDef[];

/** The options each class of figure may buy, in half-points (null: cannot have it). */
export interface OptionCosts {
  distanceAttack: number;
  automaticFire: number;
  /** Guys pay for light armour; the others start with it free (0). */
  lightArmour: number;
  /** The full price of heavy armour: for the others it is the upgrade over their free light armour. */
  heavyArmour: number;
  /** Whether the figure can attack hand to hand at all (buildings cannot, L111). */
  hasHandToHand: boolean;
  lines: { distanceAttack: number; automaticFire: number; armour: number; handToHand: number };
}

export const OPTION_COSTS: Record<FigureClass, OptionCosts> = {
  // VSGMR L89–L91: distance 1, light 1, heavy 2, automatic fire 1; mooks the same (L117).
  guy: { distanceAttack: 2, automaticFire: 2, lightArmour: 2, heavyArmour: 4, hasHandToHand: true, lines: { distanceAttack: 89, automaticFire: 91, armour: 90, handToHand: 89 } },
  // VSGMR L99–L101: distance 1, light free, heavy 1, automatic fire 1.
  cavalry: {
    distanceAttack: 2,
    automaticFire: 2,
    lightArmour: 0,
    heavyArmour: 2,
    hasHandToHand: true,
    lines: { distanceAttack: 99, automaticFire: 101, armour: 100, handToHand: 99 },
  },
  // VSGMR L105–L107.
  vehicle: {
    distanceAttack: 2,
    automaticFire: 2,
    lightArmour: 0,
    heavyArmour: 2,
    hasHandToHand: true,
    lines: { distanceAttack: 105, automaticFire: 107, armour: 106, handToHand: 105 },
  },
  // VSGMR L111–L113: no hand to hand at all.
  building: {
    distanceAttack: 2,
    automaticFire: 2,
    lightArmour: 0,
    heavyArmour: 2,
    hasHandToHand: false,
    lines: { distanceAttack: 111, automaticFire: 113, armour: 112, handToHand: 111 },
  },
};

/** Naming a Commander costs nothing (L93). */
export const COMMANDER_COST_HALVES = 0;

/** Riders a mount or vehicle carries besides its crew (L97, L103): small cavalry 0, large 1, vehicles 4. */
export const EXTRA_PASSENGERS = { smallCavalry: 0, largeCavalry: 1, vehicle: 4 } as const;

export function figureTypeDef(type: FigureType): FigureTypeDef {
  const def = FIGURE_TYPE_TABLE.find((row) => row.type === type);
  if (!def) throw new Error(`Unknown VSGMR figure type: ${String(type)}`);
  return def;
}

export function buildingSizeDef(size: BuildingSize): BuildingSizeDef {
  const def = BUILDING_SIZE_TABLE.find((row) => row.size === size);
  if (!def) throw new Error(`Unknown building size: ${String(size)}`);
  return def;
}

import type { ArchetypeId, PowerId, StandardArchetypeId } from "../character";

/**
 * The 14 archetypes (SMF Ch. 2 L252–L665, Henchmen L1911–L1942, Basic Vehicle L2716–L2736).
 * Minor menus name the minor tier of powers that have both tiers (Enhance, Power Blasts,
 * Super-Strength). Amphibious and Construct may be swapped into any archetype's menu (L679, L707);
 * that rule lives in `ANYWHERE_MINORS`, not in every menu.
 */

export interface ArchetypeStats {
  move: number;
  body: number;
  psyche: number;
}

export type ArchetypeKind = "standard" | "alternate" | "henchmen" | "vehicle";

export interface ArchetypeRow {
  id: ArchetypeId;
  name: string;
  line: number;
  kind: ArchetypeKind;
  /** Our own one-line summary. */
  description: string;
  /** Null where the stats come from the base archetype(s) (Super, Powerhouse) or elsewhere (vehicle size). */
  stats: ArchetypeStats | null;
  /** Majors to choose from; `majorPicks` of them are taken. */
  majorMenu: readonly PowerId[];
  majorPicks: number;
  minorMenu: readonly PowerId[];
  /** Minor picks before Boosts and Trade Off. Null for Super and Powerhouse (derived from the bases). */
  minorPicks: number | null;
  backgroundPicks: number;
  /** Ruling R4 balance weight in standard characters; null = not counted (vehicles). */
  weight: number | null;
}

/** The Wildcard list (L537): every Ch. 2 minor except Shield. */
const WILDCARD_MINORS = [
  "amphibious",
  "armor",
  "barrier",
  "burrowing",
  "construct",
  "density-decrease",
  "damage-field",
  "density-increase",
  "dispel",
  "duplicate",
  "enhance",
  "enhanced-senses",
  "entangle",
  "explosion",
  "flight",
  "force-field",
  "fortune",
  "gadgets",
  "grenades",
  "growth",
  "immortal",
  "invisibility-obscurement",
  "iron-will",
  "jinx",
  "leaping",
  "magic-artifact",
  "massive",
  "melee-specialist",
  "mimic",
  "multiple-limbs",
  "parasite",
  "power-blasts",
  "rage",
  "rapport",
  "reflection",
  "regen",
  "resistance",
  "savant",
  "save",
  "servitor-sidekick",
  "shrinking",
  "sonic-blasts",
  "stun",
  "summoning",
  "super-agility",
  "super-strength",
  "telekinesis",
  "teleport",
  "vampire",
  "x-factor",
] as const satisfies readonly PowerId[];

/** The Street-Level list (L590–L594): the Wildcard list without Magic Artifact. */
const STREET_LEVEL_MINORS = WILDCARD_MINORS.filter((p) => p !== "magic-artifact");

export const ARCHETYPE_TABLE = [
  {
    id: "blaster",
    name: "Blaster",
    line: 252,
    kind: "standard",
    weight: 1,
    description: "Hits foes from range with energy or a bow full of trick arrows.",
    stats: { move: 6, body: 6, psyche: 6 }, // L260–L268
    majorMenu: ["archery", "power-blasts"],
    majorPicks: 1, // L272
    minorMenu: ["damage-field", "explosion", "flight", "force-field", "iron-will", "resistance", "reflection", "super-strength"], // L276
    minorPicks: 2,
    backgroundPicks: 2,
  },
  {
    id: "brawler",
    name: "Brawler",
    line: 286,
    kind: "standard",
    weight: 1,
    description: "A close-in fighter who wins on grit and training.",
    stats: { move: 7, body: 7, psyche: 6 }, // L294–L302
    majorMenu: ["scrapper"],
    majorPicks: 1, // L306 (printed "Scraper")
    minorMenu: ["enhanced-senses", "fortune", "iron-will", "melee-specialist", "regen", "resistance", "shield", "super-agility"], // L312
    minorPicks: 2,
    backgroundPicks: 2,
  },
  {
    id: "brick",
    name: "Brick",
    line: 318,
    kind: "standard",
    weight: 1,
    description: "The team's super-strong bruiser.",
    stats: { move: 5, body: 8, psyche: 6 }, // L326–L334
    majorMenu: ["super-strength"],
    majorPicks: 1, // L338
    minorMenu: ["armor", "burrowing", "density-increase", "leaping", "magic-artifact", "massive", "rage", "resistance"], // L342
    minorPicks: 2,
    backgroundPicks: 2,
  },
  {
    id: "mastermind",
    name: "Mastermind",
    line: 350,
    kind: "standard",
    weight: 1,
    description: "The planner and leader who makes teammates better.",
    stats: { move: 6, body: 6, psyche: 6 }, // L358–L366
    majorMenu: ["enhance"],
    majorPicks: 1, // L370
    minorMenu: ["armor", "flight", "force-field", "gadgets", "iron-will", "power-blasts", "savant", "super-strength"], // L374–L376
    minorPicks: 2,
    backgroundPicks: 2,
  },
  {
    id: "mentalist",
    name: "Mentalist",
    line: 387,
    kind: "standard",
    weight: 1,
    description: "A psychic who burns minds or mends bodies.",
    stats: { move: 6, body: 5, psyche: 8 }, // L395–L403
    majorMenu: ["mentalism", "healing"],
    majorPicks: 1, // L407
    minorMenu: ["enhance", "enhanced-senses", "flight", "iron-will", "rapport", "savant", "telekinesis", "teleport"], // L411–L412
    minorPicks: 2,
    backgroundPicks: 2,
  },
  {
    id: "metamorph",
    name: "Metamorph",
    line: 423,
    kind: "standard",
    weight: 1,
    description: "Stretches or shape-shifts into whatever form the fight needs.",
    stats: { move: 6, body: 6, psyche: 6 }, // L431–L439
    majorMenu: ["metamorph"],
    majorPicks: 1, // L443
    minorMenu: ["armor", "enhanced-senses", "iron-will", "mimic", "resistance", "savant", "super-agility", "super-strength"], // L449
    minorPicks: 1,
    backgroundPicks: 2,
  },
  {
    id: "sorcerer",
    name: "Sorcerer",
    line: 455,
    kind: "standard",
    weight: 1,
    description: "Casts spells from a grimoire of borrowed powers.",
    stats: { move: 6, body: 6, psyche: 8 }, // L463–L471
    majorMenu: ["sorcery"],
    majorPicks: 1, // L475
    minorMenu: ["flight", "entangle", "iron-will", "jinx", "rapport", "sonic-blasts", "summoning", "teleport"], // L479
    minorPicks: 1,
    backgroundPicks: 2,
  },
  {
    id: "speedster",
    name: "Speedster",
    line: 485,
    kind: "standard",
    weight: 1,
    description: "Moves faster than the eye can follow.",
    stats: { move: 40, body: 6, psyche: 6 }, // L493–L501
    majorMenu: ["speed"],
    majorPicks: 1, // L505
    minorMenu: ["density-decrease", "iron-will", "melee-specialist", "reflection", "resistance", "savant", "stun", "super-agility"], // L509
    minorPicks: 2,
    backgroundPicks: 2,
  },
  {
    id: "wildcard",
    name: "Wildcard",
    line: 517,
    kind: "standard",
    weight: 1,
    description: "No major power, but a wide spread of minor ones.",
    stats: { move: 6, body: 6, psyche: 6 }, // L525–L533
    majorMenu: [],
    majorPicks: 0,
    minorMenu: WILDCARD_MINORS, // L537
    minorPicks: 4,
    backgroundPicks: 2,
  },
  {
    id: "street-level",
    name: "Street-Level",
    line: 566,
    kind: "alternate",
    weight: 0.5, // L553
    description: "A lower-powered hero or villain of the streets.",
    stats: { move: 6, body: 5, psyche: 5 }, // L574–L582
    majorMenu: [],
    majorPicks: 0,
    minorMenu: STREET_LEVEL_MINORS, // L590–L594
    minorPicks: 2,
    backgroundPicks: 2,
  },
  {
    id: "super",
    name: "Super",
    line: 603,
    kind: "alternate",
    weight: 1.5, // L552
    description: "A standard archetype with two extra minor powers.",
    stats: null,
    majorMenu: [],
    majorPicks: 0,
    minorMenu: [],
    minorPicks: null,
    backgroundPicks: 2, // L605–L629
  },
  {
    id: "powerhouse",
    name: "Powerhouse",
    line: 635,
    kind: "alternate",
    weight: 2, // L551
    description: "Two standard archetypes fused into one mighty character.",
    stats: null,
    majorMenu: [],
    majorPicks: 0,
    minorMenu: [],
    minorPicks: null,
    backgroundPicks: 2, // L637–L665
  },
  {
    id: "henchmen",
    name: "Henchmen",
    line: 1926,
    kind: "henchmen",
    weight: 1, // Ruling R4
    description: "A group of ten goons acting as one model.",
    stats: { move: 6, body: 0, psyche: 0 }, // L1934: Move 6", no Body or Psyche (L1899)
    majorMenu: [],
    majorPicks: 0,
    minorMenu: ["armor", "flight", "legion", "melee-specialist", "power-blasts", "resistance", "super-agility", "super-strength"], // L1938
    minorPicks: 2,
    backgroundPicks: 1, // L1940
  },
  {
    id: "street-level-henchmen",
    name: "Street Level Henchmen",
    line: 1911,
    kind: "henchmen",
    weight: 0.5, // replaces a Street-Level character (L1913)
    description: "Unpowered thugs or cops with a little gear.",
    // ⚠ The book gives no stats; the Henchmen archetype's Move 6" and Numbers 10 are used.
    stats: { move: 6, body: 0, psyche: 0 },
    majorMenu: [],
    majorPicks: 0,
    minorMenu: [],
    minorPicks: 0,
    backgroundPicks: 1,
  },
  {
    id: "basic-vehicle",
    name: "Basic Vehicle",
    line: 2716,
    kind: "vehicle",
    weight: null,
    description: "A car, tank or mecha that carries crew into the fight.",
    stats: null, // by size (L2728, L2786–L2790)
    majorMenu: [],
    majorPicks: 0,
    minorMenu: [
      "amphibious",
      "armor",
      "burrowing",
      "enhanced-senses",
      "entangle",
      "flight",
      "force-field",
      "growth",
      "leaping",
      "massive",
      "melee-specialist",
      "multiple-limbs",
      "power-blasts",
      "regen",
      "resistance",
      "shrinking",
      "stun",
      "super-strength",
      "teleport",
    ], // L2732
    minorPicks: 3,
    backgroundPicks: 0,
  },
] as const satisfies readonly ArchetypeRow[];

/** Minors any archetype may swap into its own menu (Amphibious L679, Construct L707). */
export const ANYWHERE_MINORS = ["amphibious", "construct"] as const satisfies readonly PowerId[];

/** A Blaster who takes Archery picks minors from this list instead (L278); Boosts stay allowed. */
export const ARCHERY_BLASTER_MINORS = ["enhance", "fortune", "iron-will", "savant", "super-strength"] as const satisfies readonly PowerId[];

/** Number of Super minor picks on top of the base archetype's (L605, L627). */
export const SUPER_EXTRA_MINORS = 2;
/** A Super may trade this many own-list picks for one minor from any other list (L605). */
export const SUPER_CROSS_LIST_COST = 2;
/** A Super may trade up to this many minor picks for Boosts (L605). */
export const SUPER_MAX_BOOSTS = 2;

export function archetypeRow(id: ArchetypeId): ArchetypeRow {
  const row = (ARCHETYPE_TABLE as readonly ArchetypeRow[]).find((a) => a.id === id);
  if (!row) throw new Error(`Unknown archetype ${id}`);
  return row;
}

export function standardArchetypeRow(id: StandardArchetypeId): ArchetypeRow & { stats: ArchetypeStats; minorPicks: number } {
  const row = archetypeRow(id);
  if (row.kind !== "standard" || !row.stats || row.minorPicks === null) throw new Error(`${id} is not a standard archetype`);
  return row as ArchetypeRow & { stats: ArchetypeStats; minorPicks: number };
}

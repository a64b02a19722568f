/**
 * The five super powers (VSGMR L277–L313), each bought once per figure at one tier (L281). Four
 * swap the d6 of one kind of roll for a d8, d10 or d12; Super-Move adds distance and Initiative.
 */
import type { FigureClass } from "./figure-types";

export const SUPER_POWER_IDS = ["super-armor", "super-blast", "super-fight", "super-move", "super-skill"] as const;
export type SuperPowerId = (typeof SUPER_POWER_IDS)[number];

export const SUPER_POWER_TIERS = ["minor", "major", "superior"] as const;
export type SuperPowerTier = (typeof SUPER_POWER_TIERS)[number];

/** The four kinds of roll a figure makes (L117), plus Initiative (L299). */
export const ROLL_TYPES = ["distance-attack", "hand-to-hand-attack", "armour", "skill", "initiative"] as const;
export type RollType = (typeof ROLL_TYPES)[number];

export interface SuperPowerTierDef {
  tier: SuperPowerTier;
  costHalves: number;
  /** The die used instead of the d6 for `upgrades`; Super-Move has none. */
  sides?: 8 | 10 | 12;
  /** Super-Move: inches added to a move, by figure class (no building distance is given, VS-R6). */
  extraMoveInches?: { guy: number; cavalry: number; vehicle: number };
  /** Super-Move: added to Initiative rolls. */
  initiativeBonus?: number;
  line: number;
}

export interface SuperPowerDef {
  id: SuperPowerId;
  name: string;
  /** The roll whose die it replaces; none for Super-Move. */
  upgrades?: Exclude<RollType, "initiative">;
  /** Whether a hit with it can knock the target back (L311). */
  hasKnockback: boolean;
  allowedOn: readonly FigureClass[];
  /** Classes that may take it (L281) but get little or nothing from it: the builder warns (VS-R6). */
  idleOn?: { classes: readonly FigureClass[]; why: string; line: number };
  /** Our own one-line summary. */
  summary: string;
  tiers: readonly [SuperPowerTierDef, SuperPowerTierDef, SuperPowerTierDef];
  lines: readonly [number, number];
}

export const SUPER_POWERS = [
  {
    id: "super-armor", // VSGMR L283–L285
    name: "Super-Armor",
    upgrades: "armour",
    hasKnockback: false,
    allowedOn: ["guy", "cavalry", "vehicle", "building"],
    summary: "Armour rolls on a bigger die.",
    tiers: [
      { tier: "minor", costHalves: 6, sides: 8, line: 285 }, // 3 points, d8
      { tier: "major", costHalves: 8, sides: 10, line: 285 }, // 4 points, d10
      { tier: "superior", costHalves: 10, sides: 12, line: 285 }, // 5 points, d12
    ],
    lines: [283, 285],
  },
  {
    id: "super-blast", // VSGMR L287–L289
    name: "Super-Blast",
    upgrades: "distance-attack",
    hasKnockback: true,
    allowedOn: ["guy", "cavalry", "vehicle", "building"],
    summary: "Distance attacks on a bigger die, with knockback.",
    tiers: [
      { tier: "minor", costHalves: 4, sides: 8, line: 289 }, // 2 points, d8
      { tier: "major", costHalves: 6, sides: 10, line: 289 }, // 3 points, d10
      { tier: "superior", costHalves: 8, sides: 12, line: 289 }, // 4 points, d12
    ],
    lines: [287, 289],
  },
  {
    id: "super-fight", // VSGMR L291–L293
    name: "Super-Fight",
    upgrades: "hand-to-hand-attack",
    hasKnockback: true,
    // L281 allows any power on any type; a building never fights hand to hand (L111), so it is idle there (VS-R6).
    allowedOn: ["guy", "cavalry", "vehicle", "building"],
    idleOn: { classes: ["building"], why: "buildings never fight hand to hand", line: 111 },
    summary: "Hand-to-hand attacks on a bigger die, with knockback.",
    tiers: [
      { tier: "minor", costHalves: 4, sides: 8, line: 293 }, // 2 points, d8
      { tier: "major", costHalves: 6, sides: 10, line: 293 }, // 3 points, d10
      { tier: "superior", costHalves: 8, sides: 12, line: 293 }, // 4 points, d12
    ],
    lines: [291, 293],
  },
  {
    id: "super-move", // VSGMR L295–L305
    name: "Super-Move",
    hasKnockback: false,
    // L281 allows it on a building, but L297–L305 give buildings no distance: only the Initiative bonus counts (VS-R6).
    allowedOn: ["guy", "cavalry", "vehicle", "building"],
    idleOn: { classes: ["building"], why: "the book gives buildings no extra move, only the Initiative bonus", line: 297 },
    summary: "Moves further each turn and adds to Initiative.",
    tiers: [
      { tier: "minor", costHalves: 6, extraMoveInches: { guy: 3, cavalry: 5, vehicle: 9 }, initiativeBonus: 1, line: 297 }, // VSGMR L297–L299
      { tier: "major", costHalves: 8, extraMoveInches: { guy: 6, cavalry: 10, vehicle: 18 }, initiativeBonus: 2, line: 301 }, // VSGMR L301–L303
      { tier: "superior", costHalves: 10, extraMoveInches: { guy: 9, cavalry: 15, vehicle: 27 }, initiativeBonus: 3, line: 305 }, // VSGMR L305
    ],
    lines: [295, 305],
  },
  {
    id: "super-skill", // VSGMR L307–L309
    name: "Super-Skill",
    upgrades: "skill",
    hasKnockback: false,
    allowedOn: ["guy"], // L307: guys only
    summary: "Skill rolls on a bigger die.",
    tiers: [
      { tier: "minor", costHalves: 2, sides: 8, line: 309 }, // 1 point, d8
      { tier: "major", costHalves: 4, sides: 10, line: 309 }, // 2 points, d10
      { tier: "superior", costHalves: 6, sides: 12, line: 309 }, // 3 points, d12
    ],
    lines: [307, 309],
  },
] as const satisfies readonly SuperPowerDef[];

/** Knockback (L311): 3 inches for every point of the die above 7. */
export const KNOCKBACK = { fromFace: 8, inchesPerPoint: 3, line: 311 } as const;

export function powerById(id: SuperPowerId): SuperPowerDef {
  const def = SUPER_POWERS.find((p) => p.id === id);
  if (!def) throw new Error(`Unknown VSGMR super power: ${String(id)}`);
  return def;
}

export function powerTier(id: SuperPowerId, tier: SuperPowerTier): SuperPowerTierDef {
  const def = (powerById(id).tiers as readonly SuperPowerTierDef[]).find((t) => t.tier === tier);
  if (!def) throw new Error(`Unknown tier ${String(tier)} of ${id}`);
  return def;
}

export function isPowerId(value: unknown): value is SuperPowerId {
  return typeof value === "string" && (SUPER_POWER_IDS as readonly string[]).includes(value);
}

export function isPowerTier(value: unknown): value is SuperPowerTier {
  return typeof value === "string" && (SUPER_POWER_TIERS as readonly string[]).includes(value);
}

/** The power a printed name means: "Super Move" and "Super-Move" alike (VS-R2). */
export function powerIdFromName(name: string): SuperPowerId | undefined {
  const wanted = name.toLowerCase().replace(/[\s-]+/g, "");
  return SUPER_POWERS.find((p) => p.name.toLowerCase().replace(/-/g, "") === wanted)?.id;
}

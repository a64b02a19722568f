/**
 * The twenty sample armies (VSGMR L315–L615) as templates. Each group keeps the book's printed
 * points beside the figure, and each army lists where our pricing differs from the print, with
 * the ruling that explains it (VS-R3, VS-R4). Traits and powers are written as the book spells
 * them and read through the name variants of VS-R2. Notes are our own words.
 */
import type { VsgmrFigure } from "../force";
import { powerIdFromName, type SuperPowerTier } from "./powers";
import { traitIdFromName, type TraitId } from "./traits";

export type SampleArmyFigure = Omit<VsgmrFigure, "id" | "name" | "crewId" | "group">;

export interface SampleArmyGroup {
  /** Unique within the army; crew links name it. */
  key: string;
  name: string;
  count: number;
  figure: SampleArmyFigure;
  /** Points printed for one figure of the group, and for the whole line. */
  printedEach: number;
  printedLine: number;
  line: number;
  /** Cavalry and vehicles: the guy groups whose figures ride or drive them, taken in order (VS-R8). */
  crewFrom?: readonly string[];
  note?: string;
}

export type SampleArmyDifferenceKind = "total" | "figures" | "line";

export interface SampleArmyDifference {
  kind: SampleArmyDifferenceKind;
  /** For a line: the group whose printed price differs. */
  groupKey?: string;
  /** Points (total, line: per figure) or figures, as printed and as we count them. */
  printed: number;
  computed: number;
  ruling: string;
}

export interface SampleArmy {
  id: string;
  name: string;
  line: number;
  printed: { points: number; figures: number };
  groups: readonly SampleArmyGroup[];
  differences: readonly SampleArmyDifference[];
}

/** Traits by their printed names (VS-R2); an unknown name is a mistake in this file. */
function traits(...names: string[]): TraitId[] {
  return names.map((name) => {
    const id = traitIdFromName(name);
    if (!id) throw new Error(`Sample army trait not in the list: ${name}`);
    return id;
  });
}

/** Powers by their printed names and tiers (VS-R2). */
function powers(...picks: Array<[string, SuperPowerTier]>): NonNullable<VsgmrFigure["powers"]> {
  return picks.map(([name, tier]) => {
    const power = powerIdFromName(name);
    if (!power) throw new Error(`Sample army power not in the list: ${name}`);
    return { power, tier };
  });
}

const HERO = "hero" as const;
const TROOP = "troop" as const;

export const SAMPLE_ARMIES: readonly SampleArmy[] = [
  {
    id: "medieval-infantry",
    name: "Medieval Infantry",
    line: 319,
    printed: { points: 23, figures: 10 },
    groups: [
      { key: "captain", name: "Captain of the Regiment", count: 1, figure: { type: HERO, isCommander: true, armour: "heavy" }, printedEach: 4, printedLine: 4, line: 321 },
      {
        key: "standard-bearer",
        name: "Standard Bearer",
        count: 1,
        figure: { type: TROOP, armour: "heavy", traits: traits("Inspiration") },
        printedEach: 5,
        printedLine: 5,
        line: 323,
      },
      { key: "soldiers", name: "Soldiers", count: 8, figure: { type: TROOP, armour: "light" }, printedEach: 2, printedLine: 16, line: 327 },
    ],
    differences: [{ kind: "total", printed: 23, computed: 25, ruling: "VS-R3" }],
  },
  {
    id: "mounted-knights",
    name: "Mounted Knights",
    line: 329,
    printed: { points: 33, figures: 3 },
    groups: [
      {
        key: "knight-captain",
        name: "Knight Captain",
        count: 1,
        figure: { type: HERO, isCommander: true, armour: "heavy", traits: traits("Combat Master"), powers: powers(["Super Move", "minor"]) },
        printedEach: 9,
        printedLine: 9,
        line: 331,
      },
      {
        key: "knights",
        name: "Knights",
        count: 2,
        figure: { type: HERO, armour: "heavy", traits: traits("Combat Master"), powers: powers(["Super Move", "minor"]) },
        printedEach: 9,
        printedLine: 18,
        line: 337,
      },
      { key: "horses", name: "Barded Horses", count: 3, figure: { type: "cavalry" }, printedEach: 2, printedLine: 6, line: 343, crewFrom: ["knight-captain", "knights"] },
    ],
    differences: [{ kind: "figures", printed: 3, computed: 6, ruling: "VS-R3" }],
  },
  {
    id: "dwarves",
    name: "Dwarves",
    line: 345,
    printed: { points: 30, figures: 5 },
    groups: [
      { key: "thane", name: "Thane", count: 1, figure: { type: HERO, isCommander: true, armour: "heavy", traits: traits("Tough") }, printedEach: 6, printedLine: 6, line: 347 },
      { key: "runepriest", name: "Runepriest", count: 1, figure: { type: HERO, armour: "heavy", traits: traits("Inspiration") }, printedEach: 6, printedLine: 6, line: 351 },
      { key: "guards", name: "Guards", count: 3, figure: { type: HERO, armour: "heavy", traits: traits("Bodyguard") }, printedEach: 6, printedLine: 18, line: 355 },
    ],
    differences: [],
  },
  {
    id: "elves",
    name: "Elves",
    line: 359,
    printed: { points: 29, figures: 7 },
    groups: [
      {
        key: "mage",
        name: "Mage",
        count: 1,
        figure: { type: HERO, isCommander: true, hasDistanceAttack: true, traits: traits("Area Effect Attack", "Sharpshooter") },
        printedEach: 7,
        printedLine: 7,
        line: 361,
      },
      {
        key: "sentries",
        name: "Sentries",
        count: 2,
        figure: { type: HERO, hasDistanceAttack: true, traits: traits("Double Strike (Hand To Hand)", "Sharpshooter") },
        printedEach: 7,
        printedLine: 14,
        line: 365,
      },
      { key: "foot-soldiers", name: "Foot Soldiers", count: 4, figure: { type: TROOP, hasDistanceAttack: true }, printedEach: 2, printedLine: 8, line: 369 },
    ],
    differences: [],
  },
  {
    id: "orcs",
    name: "Orcs",
    line: 371,
    printed: { points: 30, figures: 6 },
    groups: [
      {
        key: "warlord",
        name: "Warlord",
        count: 1,
        figure: { type: HERO, isCommander: true, armour: "heavy", traits: traits("Combat Master", "Tough") },
        printedEach: 6,
        printedLine: 6,
        line: 373,
      },
      {
        key: "mercenary",
        name: "Mercenary",
        count: 1,
        figure: { type: HERO, armour: "heavy", traits: traits("Combat Master", "Tough") },
        printedEach: 8,
        printedLine: 8,
        line: 377,
      },
      { key: "warriors", name: "Warriors", count: 4, figure: { type: TROOP, armour: "light", traits: traits("Tough") }, printedEach: 4, printedLine: 16, line: 381 },
    ],
    differences: [
      { kind: "line", groupKey: "warlord", printed: 6, computed: 8, ruling: "VS-R4" },
      { kind: "total", printed: 30, computed: 32, ruling: "VS-R4" },
    ],
  },
  {
    id: "undead",
    name: "Undead",
    line: 385,
    printed: { points: 25, figures: 9 },
    groups: [
      {
        key: "necromancer",
        name: "Necromancer",
        count: 1,
        figure: { type: HERO, isCommander: true, traits: traits("Cause Fear", "Summon") },
        printedEach: 6,
        printedLine: 6,
        line: 387,
      },
      { key: "archers", name: "Skeleton Archers", count: 2, figure: { type: TROOP, hasDistanceAttack: true }, printedEach: 2, printedLine: 4, line: 391 },
      { key: "steed", name: "Skeletal Steed", count: 1, figure: { type: "cavalry" }, printedEach: 2, printedLine: 2, line: 393, crewFrom: ["rider"] },
      { key: "rider", name: "Skeletal Steed Rider", count: 1, figure: { type: TROOP }, printedEach: 1, printedLine: 1, line: 395 },
      {
        key: "demon",
        name: "Demon",
        count: 1,
        figure: { type: "vehicle", traits: traits("Cause Fear", "Independent") },
        printedEach: 7,
        printedLine: 7,
        line: 397,
        note: "Priced and fought as a vehicle, but carries no one.",
      },
      { key: "ghouls", name: "Ghouls", count: 5, figure: { type: TROOP }, printedEach: 1, printedLine: 5, line: 405 },
    ],
    differences: [{ kind: "figures", printed: 9, computed: 11, ruling: "VS-R3" }],
  },
  {
    id: "fantasy-adventurers",
    name: "Fantasy Adventurers",
    line: 407,
    printed: { points: 29, figures: 5 },
    groups: [
      {
        key: "fighter",
        name: "Fighter",
        count: 1,
        figure: { type: HERO, isCommander: true, armour: "heavy", traits: traits("Combat Master", "Double Strike (Hand To Hand)") },
        printedEach: 8,
        printedLine: 8,
        line: 409,
      },
      {
        key: "cleric",
        name: "Cleric",
        count: 1,
        figure: { type: HERO, armour: "light", traits: traits("Support"), supportRoll: "armour" },
        printedEach: 5,
        printedLine: 5,
        line: 411,
        note: "Support usually helps armour rolls.",
      },
      { key: "rogue", name: "Rogue", count: 1, figure: { type: HERO, traits: traits("Ignores Armor", "Stealth") }, printedEach: 6, printedLine: 6, line: 415 },
      { key: "wizard", name: "Wizard", count: 1, figure: { type: HERO, hasDistanceAttack: true, traits: traits("Area Effect Attack") }, printedEach: 5, printedLine: 5, line: 419 },
      {
        key: "ranger",
        name: "Ranger",
        count: 1,
        figure: { type: HERO, hasDistanceAttack: true, traits: traits("Double Strike (Distance)") },
        printedEach: 5,
        printedLine: 5,
        line: 423,
      },
    ],
    differences: [],
  },
  {
    id: "thunder-born-super-knights",
    name: "Thunder-Born Super Knights",
    line: 427,
    printed: { points: 38, figures: 3 },
    groups: [
      {
        key: "lord",
        name: "Lord",
        count: 1,
        figure: { type: HERO, isCommander: true, armour: "heavy", traits: traits("Combat Master", "Flight", "Ignore Armor", "Support"), powers: powers(["Super-Fight", "minor"]) },
        printedEach: 14,
        printedLine: 14,
        line: 429,
      },
      {
        key: "liberationists",
        name: "Liberationists",
        count: 2,
        figure: { type: HERO, armour: "heavy", traits: traits("Combat Master", "Ignore Armor", "Support"), powers: powers(["Super-Fight", "minor"]) },
        printedEach: 12,
        printedLine: 24,
        line: 433,
      },
    ],
    differences: [],
  },
  {
    id: "napoleonic-soldiers",
    name: "Napoleonic Soldiers",
    line: 439,
    printed: { points: 32, figures: 7 },
    groups: [
      {
        key: "lieutenant",
        name: "Lieutenant",
        count: 1,
        figure: { type: HERO, isCommander: true, hasDistanceAttack: true, traits: traits("Inspire", "Recruit") },
        printedEach: 7,
        printedLine: 7,
        line: 441,
      },
      {
        key: "cannon",
        name: "Cannon",
        count: 1,
        figure: { type: "cavalry", hasDistanceAttack: true, traits: traits("Sniper") },
        printedEach: 5,
        printedLine: 5,
        line: 445,
        crewFrom: ["troops"],
        note: "No rider is listed: one of the Troops crews it (VS-R8).",
      },
      { key: "troops", name: "Troops", count: 5, figure: { type: TROOP, hasDistanceAttack: true, traits: traits("Inspiration") }, printedEach: 4, printedLine: 20, line: 449 },
    ],
    differences: [],
  },
  {
    id: "wild-west-bandit-gang",
    name: "Wild West Bandit Gang",
    line: 453,
    printed: { points: 22, figures: 8 },
    groups: [
      {
        key: "gang-leader",
        name: "Gang Leader",
        count: 1,
        figure: { type: HERO, isCommander: true, hasDistanceAttack: true, traits: traits("Sharpshooter") },
        printedEach: 5,
        printedLine: 5,
        line: 455,
      },
      { key: "bandits", name: "Bandits", count: 3, figure: { type: HERO, hasDistanceAttack: true }, printedEach: 3, printedLine: 9, line: 459 },
      { key: "horses", name: "Rustled Horses", count: 4, figure: { type: "cavalry" }, printedEach: 2, printedLine: 8, line: 461, crewFrom: ["gang-leader", "bandits"] },
    ],
    differences: [],
  },
  {
    id: "zombie-horde",
    name: "Zombie Horde",
    line: 463,
    printed: { points: 20, figures: 13 },
    groups: [
      { key: "patient-zero", name: "Patient Zero", count: 1, figure: { type: HERO, isCommander: true, traits: traits("Recruit") }, printedEach: 4, printedLine: 4, line: 465 },
      { key: "first-infected", name: "First Infected", count: 2, figure: { type: TROOP, traits: traits("Recruit") }, printedEach: 3, printedLine: 6, line: 469 },
      { key: "minions", name: "Minions", count: 10, figure: { type: TROOP }, printedEach: 1, printedLine: 10, line: 473 },
    ],
    differences: [],
  },
  {
    id: "horror-film-survivors",
    name: "Horror Film Survivors",
    line: 475,
    printed: { points: 19, figures: 4 },
    groups: [
      {
        key: "sheriff",
        name: "Local Sheriff",
        count: 1,
        figure: { type: HERO, isCommander: true, hasDistanceAttack: true, traits: traits("Sharpshooter") },
        printedEach: 5,
        printedLine: 5,
        line: 477,
      },
      {
        key: "gun-nut",
        name: "Gun Nut",
        count: 1,
        figure: { type: HERO, hasDistanceAttack: true, hasAutomaticFire: true, traits: traits("Revenge") },
        printedEach: 6,
        printedLine: 6,
        line: 481,
      },
      {
        key: "scream-queen",
        name: "Scream Queen",
        count: 1,
        figure: { type: TROOP, traits: traits("Summon") },
        printedEach: 3,
        printedLine: 3,
        line: 485,
        note: "A figure she summons cannot act until the next round.",
      },
      {
        key: "football-star",
        name: "High School Football Star",
        count: 1,
        figure: { type: HERO, armour: "light", traits: traits("Tough trait") },
        printedEach: 5,
        printedLine: 5,
        line: 491,
      },
    ],
    differences: [],
  },
  {
    id: "monster-attack",
    name: "Monster Attack",
    line: 495,
    printed: { points: 28, figures: 3 },
    groups: [
      {
        key: "kaiju",
        name: "Kaiju",
        count: 1,
        figure: { type: "vehicle", traits: traits("Cause Fear", "Independent"), powers: powers(["Super-Armor", "major"], ["Super-Blast", "minor"], ["Super-Fight", "superior"]) },
        printedEach: 17,
        printedLine: 17,
        line: 497,
        note: "Priced and fought as a vehicle, but carries no one.",
      },
      {
        key: "kaiju-master",
        name: "Kaiju Master",
        count: 1,
        figure: { type: HERO, isCommander: true, armour: "heavy", traits: traits("Combat Master") },
        printedEach: 5,
        printedLine: 5,
        line: 507,
      },
      { key: "junior", name: "Junior Version", count: 1, figure: { type: HERO, armour: "heavy", traits: traits("Combat Master") }, printedEach: 6, printedLine: 6, line: 511 },
    ],
    differences: [
      { kind: "line", groupKey: "kaiju-master", printed: 5, computed: 6, ruling: "VS-R4" },
      { kind: "total", printed: 28, computed: 29, ruling: "VS-R4" },
    ],
  },
  {
    id: "spawn-of-the-deep",
    name: "Spawn of the Deep",
    line: 515,
    printed: { points: 33, figures: 3 },
    groups: [
      {
        key: "cult-leader",
        name: "Cult Leader",
        count: 1,
        figure: { type: TROOP, isCommander: true, traits: traits("Area Effect", "Cause Fear", "Recruit", "Summon", "Stealth", "Ignores Armor") },
        printedEach: 11,
        printedLine: 11,
        line: 517,
      },
      {
        key: "spawn",
        name: "Spawn",
        count: 2,
        figure: { type: TROOP, traits: traits("Area Effect", "Cause Fear", "Recruit", "Summon", "Stealth", "Ignores Armor") },
        printedEach: 11,
        printedLine: 22,
        line: 521,
      },
    ],
    differences: [
      { kind: "line", groupKey: "cult-leader", printed: 11, computed: 13, ruling: "VS-R4" },
      { kind: "line", groupKey: "spawn", printed: 11, computed: 13, ruling: "VS-R4" },
      { kind: "total", printed: 33, computed: 39, ruling: "VS-R4" },
    ],
  },
  {
    id: "modern-infantry",
    name: "Modern Infantry",
    line: 525,
    printed: { points: 33, figures: 7 },
    groups: [
      {
        key: "sergeant",
        name: "Sergeant",
        count: 1,
        figure: { type: HERO, isCommander: true, armour: "light", hasDistanceAttack: true, hasAutomaticFire: true },
        printedEach: 5,
        printedLine: 5,
        line: 527,
      },
      {
        key: "soldiers",
        name: "Soldiers",
        count: 4,
        figure: { type: TROOP, armour: "light", hasDistanceAttack: true, hasAutomaticFire: true },
        printedEach: 4,
        printedLine: 16,
        line: 527,
      },
      {
        key: "helicopter",
        name: "Helicopter",
        count: 1,
        figure: { type: "vehicle", armour: "heavy", hasDistanceAttack: true, hasAutomaticFire: true, traits: traits("Flight") },
        printedEach: 8,
        printedLine: 8,
        line: 529,
        crewFrom: ["pilot"],
      },
      {
        key: "pilot",
        name: "Helicopter Pilot",
        count: 1,
        figure: { type: TROOP, armour: "light", hasDistanceAttack: true, hasAutomaticFire: true },
        printedEach: 4,
        printedLine: 4,
        line: 533,
      },
    ],
    differences: [],
  },
  {
    id: "justice-team",
    name: "Justice Team",
    line: 535,
    printed: { points: 42, figures: 3 },
    groups: [
      {
        key: "super-guy",
        name: "Super-Guy",
        count: 1,
        figure: {
          type: HERO,
          isCommander: true,
          hasDistanceAttack: true,
          traits: traits("Flight", "Inspiration"),
          powers: powers(["Super-Armor", "superior"], ["Super-Blast", "minor"], ["Super-Fight", "superior"]),
        },
        printedEach: 18,
        printedLine: 18,
        line: 537,
      },
      {
        key: "bat-guy",
        name: "Bat-Guy",
        count: 1,
        figure: {
          type: HERO,
          armour: "light",
          hasDistanceAttack: true,
          traits: traits("Cause Fear", "Stealth"),
          powers: powers(["Super-Armor", "major"], ["Super-Skill", "major"]),
        },
        printedEach: 14,
        printedLine: 14,
        line: 543,
      },
      {
        key: "bird-sidekick",
        name: "Bird Sidekick",
        count: 1,
        figure: { type: HERO, armour: "light", hasDistanceAttack: true, traits: traits("Stealth"), powers: powers(["Super-Armor", "minor"], ["Super-Skill", "minor"]) },
        printedEach: 10,
        printedLine: 10,
        line: 549,
      },
    ],
    differences: [],
  },
  {
    id: "mightiest-heroes",
    name: "Mightiest Heroes",
    line: 555,
    printed: { points: 38, figures: 3 },
    groups: [
      {
        key: "spider-guy",
        name: "Spider-Guy",
        count: 1,
        figure: { type: HERO, isCommander: true, hasDistanceAttack: true, traits: traits("Disable"), powers: powers(["Super-Move", "major"], ["Super-Skill", "minor"]) },
        printedEach: 10,
        printedLine: 10,
        line: 557,
      },
      {
        key: "claw-guy",
        name: "Claw-Guy",
        count: 1,
        figure: { type: HERO, armour: "light", traits: traits("Combat Master", "Revenge"), powers: powers(["Super-Armor", "major"], ["Super-Fight", "major"]) },
        printedEach: 14,
        printedLine: 14,
        line: 563,
      },
      {
        key: "big-green",
        name: "Big Green",
        count: 1,
        figure: { type: HERO, armour: "heavy", traits: traits("Combat Master"), powers: powers(["Super-Armor", "superior"], ["Super-Fight", "superior"]) },
        printedEach: 15,
        printedLine: 15,
        line: 569,
      },
    ],
    differences: [{ kind: "total", printed: 38, computed: 39, ruling: "VS-R3" }],
  },
  {
    id: "star-soldiers",
    name: "Star Soldiers",
    line: 575,
    printed: { points: 36, figures: 3 },
    groups: [
      {
        key: "captain",
        name: "Captain",
        count: 1,
        figure: {
          type: HERO,
          isCommander: true,
          armour: "heavy",
          hasDistanceAttack: true,
          hasAutomaticFire: true,
          traits: traits("Ignores Armor", "Support"),
          powers: powers(["Super-Blast", "minor"]),
        },
        printedEach: 12,
        printedLine: 12,
        line: 577,
      },
      {
        key: "lieutenant",
        name: "Lieutenant",
        count: 1,
        figure: { type: HERO, armour: "heavy", hasDistanceAttack: true, hasAutomaticFire: true, traits: traits("Ignores Armor", "Support") },
        printedEach: 10,
        printedLine: 10,
        line: 581,
      },
      {
        key: "heavy-weapons",
        name: "Heavy Weapons Specialist",
        count: 1,
        figure: {
          type: HERO,
          armour: "heavy",
          hasDistanceAttack: true,
          hasAutomaticFire: true,
          traits: traits("Area Effect Attack", "Ignores Armor", "Support"),
          powers: powers(["Super-Blast", "minor"]),
        },
        printedEach: 14,
        printedLine: 14,
        line: 585,
      },
    ],
    differences: [],
  },
  {
    id: "bug-aliens",
    name: "Bug Aliens",
    line: 591,
    printed: { points: 39, figures: 6 },
    groups: [
      {
        key: "hive-queen",
        name: "Hive Queen",
        count: 1,
        figure: { type: HERO, isCommander: true, traits: traits("Cause Fear", "Double Strike (Hand To Hand)", "Ignores Armor") },
        printedEach: 8,
        printedLine: 8,
        line: 593,
      },
      { key: "bio-weapon", name: "Bio-Weapon", count: 1, figure: { type: "vehicle", traits: traits("Cause Fear", "Independent") }, printedEach: 7, printedLine: 7, line: 597 },
      {
        key: "soldiers",
        name: "Soldiers",
        count: 4,
        figure: { type: TROOP, armour: "light", traits: traits("Double Strike (Hand To Hand)", "Ignores Armor") },
        printedEach: 6,
        printedLine: 24,
        line: 599,
      },
    ],
    differences: [],
  },
  {
    id: "robot-army",
    name: "Robot Army",
    line: 601,
    printed: { points: 38, figures: 7 },
    groups: [
      {
        key: "command-module",
        name: "Command Module",
        count: 1,
        figure: { type: HERO, isCommander: true, armour: "light", hasDistanceAttack: true, hasAutomaticFire: true, traits: traits("Survivor") },
        printedEach: 7,
        printedLine: 7,
        line: 603,
      },
      {
        key: "drones",
        name: "Drones",
        count: 2,
        figure: { type: "mook", armour: "light", hasDistanceAttack: true, hasAutomaticFire: true },
        printedEach: 3.5,
        printedLine: 7,
        line: 609,
      },
      {
        key: "robo-troopers",
        name: "Robo-Troopers",
        count: 4,
        figure: { type: TROOP, armour: "light", hasDistanceAttack: true, hasAutomaticFire: true, traits: traits("Survivor") },
        printedEach: 6,
        printedLine: 24,
        line: 611,
      },
    ],
    differences: [],
  },
];

export function sampleArmyById(id: string): SampleArmy {
  const army = SAMPLE_ARMIES.find((a) => a.id === id);
  if (!army) throw new Error(`Unknown VSGMR sample army: ${id}`);
  return army;
}

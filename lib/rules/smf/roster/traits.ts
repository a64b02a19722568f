import type { BackgroundId, PowerId, SmfCharacter, StandardArchetypeId } from "../character";

/**
 * Small questions other rules ask about a character. All read only `build` and `state`.
 */

/** True if the character has the power from any source (pick, bump, Power Switch, thrall). */
export function hasPower(c: SmfCharacter, id: PowerId): boolean {
  return c.build.powers.some((p) => p.power === id);
}

/**
 * The standard archetypes a character counts as. A standard archetype is itself; a Super is its
 * base; a Powerhouse is both of its bases (Ruling R3, R4). Street-Level, henchmen and vehicles
 * count as none.
 */
export function baseArchetypesOf(c: SmfCharacter): StandardArchetypeId[] {
  const { archetype, baseArchetypes = [] } = c.build;
  switch (archetype) {
    case "super":
      return baseArchetypes.slice(0, 1);
    case "powerhouse":
      return baseArchetypes.slice(0, 2);
    case "street-level":
    case "henchmen":
    case "street-level-henchmen":
    case "basic-vehicle":
      return [];
    default:
      return [archetype];
  }
}

/** Immortal characters never make injury rolls and never gain bumps (L856). */
export function isImmortal(c: SmfCharacter): boolean {
  return hasPower(c, "immortal");
}

/** A henchmen group (either kind) follows the Rule of 2D and has one background (L1861, L1926). */
export function isHenchmen(c: SmfCharacter): boolean {
  return c.kind === "henchmen" || c.build.archetype === "henchmen" || c.build.archetype === "street-level-henchmen";
}

export function isVehicle(c: SmfCharacter): boolean {
  return c.kind === "vehicle" || c.build.archetype === "basic-vehicle";
}

const MARTIAL_TWICE: readonly StandardArchetypeId[] = ["blaster", "brawler", "brick"];

/**
 * Martial bump table: Blasters, Brawlers and Bricks roll twice and pick (L2620 ff.).
 * Decision: a Super or Powerhouse counts as its base archetype(s), as for the line-up (Ruling R4),
 * so a Super Brick or a Brick/Mentalist Powerhouse also rolls twice. Street-Level characters do not.
 */
export function rollsMartialTwice(c: SmfCharacter): boolean {
  return baseArchetypesOf(c).some((a) => MARTIAL_TWICE.includes(a));
}

/**
 * Mentalist, for the Esoteric bump table (a non-Mentalist re-rolls a 1) and curse lifting.
 * A Super Mentalist and a Powerhouse with a Mentalist base count (same reading as Ruling R4).
 */
export function isMentalist(c: SmfCharacter): boolean {
  return baseArchetypesOf(c).includes("mentalist");
}

export function isSorcerer(c: SmfCharacter): boolean {
  return baseArchetypesOf(c).includes("sorcerer");
}

/** Curse event (L2473): a team with a Mentalist or Sorcerer may lift a curse with a TN3 Magical check. */
export function canLiftCurseByMagic(c: SmfCharacter): boolean {
  return isMentalist(c) || isSorcerer(c);
}

export function hasBackground(c: SmfCharacter, id: BackgroundId): boolean {
  return c.build.backgrounds.some((b) => b.background === id);
}

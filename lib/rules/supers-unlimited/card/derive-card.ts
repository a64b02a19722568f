import { hasAbility, THROW_ABILITIES, type SuKnownAbility } from "./abilities";
import type { SuAttackProfile, SuCard } from "./card";
import { MAX_LEVEL, MIN_LEVEL, MIN_SUPER_LEVEL, MOVEMENT_TYPES, SIZES, type SuImmunity, type SuMovementType } from "./tables";
import type { SuRosterSettings } from "./roster-settings";

/** SU L380: Levels 3–10 are Supers, 1–2 Henchmen. */
export type SuCharacterKind = "super" | "henchman";

/**
 * SU L380: a Level of 3–10 makes a Super and 1–2 a Henchman; any other Level (0, 11, a fraction)
 * is neither, and null says so: such a card is refused (`invalid-level`), never counted as either.
 */
export function characterKind(card: Pick<SuCard, "level">): SuCharacterKind | null {
  if (!Number.isInteger(card.level) || card.level < MIN_LEVEL || card.level > MAX_LEVEL) return null;
  return card.level >= MIN_SUPER_LEVEL ? "super" : "henchman";
}

export function isSuper(card: Pick<SuCard, "level">): boolean {
  return characterKind(card) === "super";
}

export function isHenchman(card: Pick<SuCard, "level">): boolean {
  return characterKind(card) === "henchman";
}

/** SU L292: the red HP boxes, half the track rounded down (Ruling SU-R21). */
export function redZone(card: Pick<SuCard, "hp">): number {
  return Math.floor(card.hp / 2);
}

/** The white HP boxes, marked first (SU L292). */
export function whiteZone(card: Pick<SuCard, "hp">): number {
  return card.hp - redZone(card);
}

/** SU L217–L223, L231: the base diameter in mm for a Size, on the usual or the 25 mm basing. */
export function baseSizeMm(size: number, basing: "standard" | "standard-on-25mm" = "standard"): number | null {
  const row = SIZES.find((s) => s.size === size);
  if (!row) return null;
  return basing === "standard" ? row.baseMm : row.altBaseMm;
}

/** An attack on the derived list: the card's own, or Bash or Throw which the rules give. */
export interface SuDerivedAttack extends SuAttackProfile {
  source: "bash" | "throw" | "card";
  /** For a Throw, the Ability that gives it. */
  ability?: SuKnownAbility;
}

/** SU L790–L792: every character's Bash. */
export const BASH: SuAttackProfile = {
  name: "Bash",
  trait: "fight",
  versus: null,
  type: "close",
  range: null,
  bonusDice: 0,
  combatBonus: 0,
  effects: [{ effect: "damage" }],
};

/** The Abilities on this card that give it a Throw, in the book's order (Ruling SU-R22). */
export function throwAbilities(card: Pick<SuCard, "abilities">, settings: Pick<SuRosterSettings, "telekinesisThrows">): (typeof THROW_ABILITIES)[number][] {
  return THROW_ABILITIES.filter((row) => (row.ability !== "telekinesis" || settings.telekinesisThrows) && hasAbility(card, row.ability));
}

/**
 * Every attack the character can make (SU L786–L802): Bash first, then the card's own, then one
 * Throw per Ability that gives it (Ruling SU-R22): rolled with that Ability's trait, always
 * against Aim Resistance, Projectile with a range of the trait's dice + 2, Damage and Knockback.
 */
export function attacksOf(card: SuCard, settings: Pick<SuRosterSettings, "telekinesisThrows">): SuDerivedAttack[] {
  const throws = throwAbilities(card, settings);
  return [
    { ...BASH, source: "bash" },
    ...card.attacks.map((a): SuDerivedAttack => ({ ...a, source: "card" })),
    ...throws.map((row): SuDerivedAttack => ({
      name: throws.length > 1 ? `Throw (${abilityName(row.ability)})` : "Throw",
      trait: row.trait,
      versus: "aim",
      type: "projectile",
      range: card.traits[row.trait].dice + 2,
      bonusDice: 0,
      combatBonus: 0,
      effects: [{ effect: "damage" }, { effect: "knockback" }],
      source: "throw",
      ability: row.ability,
    })),
  ];
}

function abilityName(ability: SuKnownAbility): string {
  return ability
    .split("-")
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(" ");
}

/** The movement types the character can use: Sprint and the card's own, none when Immobile (SU L597–L599, Ruling SU-R24). */
export function movementTypesOf(card: Pick<SuCard, "movementTypes" | "isImmobile">): SuMovementType[] {
  if (card.isImmobile) return [];
  return ["sprint", ...MOVEMENT_TYPES.map((m) => m.id).filter((id) => id !== "sprint" && card.movementTypes.includes(id))];
}

/** What the character is Immune to: the card's Immune/X plus Immune/Fall from its movement types (Ruling SU-R25). */
export function immunitiesOf(card: Pick<SuCard, "immune" | "movementTypes" | "isImmobile">): SuImmunity[] {
  const fromMovement = movementTypesOf(card).some((id) => MOVEMENT_TYPES.find((m) => m.id === id)!.isImmuneToFall);
  const all = new Set<SuImmunity>(card.immune);
  if (fromMovement) all.add("fall");
  return [...all];
}

/** The card's Talents as printed, the Gear Talent with its items in brackets (SU L341, Ruling SU-R28). */
export function talentsAsPrinted(card: Pick<SuCard, "talents" | "gear">): string[] {
  return card.gear.length > 0 ? [`Gear (${card.gear.join(", ")})`, ...card.talents] : [...card.talents];
}

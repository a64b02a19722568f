import type {
  SuActionTrait,
  SuAlignment,
  SuAttackType,
  SuClass,
  SuControlTarget,
  SuEffect,
  SuElementKeyword,
  SuImmunity,
  SuKeyword,
  SuMovementType,
  SuOriginKeyword,
  SuSpecialtyKeyword,
  SuTypeKeyword,
} from "./tables";

/**
 * One Supers Unlimited character card (SU L255–L376, the card layout L323–L372), as a roster
 * entry. STORED AS JSON (a roster entry's build): changing this shape needs a data migration and
 * a new `v`. Only what the card prints is stored; what the rules derive from it (Super or
 * Henchman, Red Zone, Bash and Throw, Sprint, Immune/Fall from movement) is computed by
 * `derive-card.ts` and never stored.
 */
export const SU_CARD_VERSION = 1;

/** SU L282: dice rolled for the Trait, and the Resistance added to Power when attacked by it. */
export interface SuTraitValue {
  dice: number;
  resistance: number;
}

/**
 * An attack profile printed on the card (SU L776–L784): `Trait [vs Resistance] / Type [range] /
 * Effects`, optional +XD10 and an intrinsic Combat Bonus. Bash and Throw are never stored here:
 * every character has Bash and Throw comes with its Abilities (Ruling SU-R30).
 */
export interface SuAttackProfile {
  name: string;
  trait: SuActionTrait;
  /** SU L780: the Resistance the attack is against when it is not the trait's own; null = the trait's own. */
  versus: SuActionTrait | null;
  type: SuAttackType;
  /** Inches, for Projectile, Beam, Pulse and Spray; null for Close (its range is Reach, SU L742–L746). */
  range: number | null;
  /** SU L782: +XD10 added to the trait's dice. */
  bonusDice: number;
  /** SU L782: an intrinsic Combat Bonus, e.g. +1. */
  combatBonus: number;
  /** SU L784: at least one. */
  effects: SuAttackEffect[];
}

/** One Effect of an attack; Control names the Type it works on (SU L898). */
export type SuAttackEffect = { effect: Exclude<SuEffect, "control"> } | { effect: "control"; target: SuControlTarget };

/** SU L313–L317: a Weakness names a Keyword; a Vulnerability is a Weakness that also Stuns and Weakens, to a Keyword or to Plasma X. */
export type SuVulnerability = { keyword: SuKeyword } | { plasmaX: true };

export interface SuCard {
  v: typeof SU_CARD_VERSION;
  /** The roster's id for this character; two entries of one team never share it. */
  id: string;
  name: string;
  /** SU L323, L330: e.g. "Two-fisted vigilante"; null when the card has none. */
  highConcept: string | null;
  /** SU L259, L380: 1–10; 1–2 is a Henchman, 3–10 a Super. */
  level: number;
  alignment: SuAlignment;
  /** SU L259, L323, L976: one or more, no repeats. */
  classes: SuClass[];
  /** SU L271, L278: also the Power Points a character starts with and the most it can hold. */
  power: number;
  /** SU L273: inches. */
  move: number;
  /** SU L213–L223: 0–6. */
  size: number;
  /** SU L290–L296: the number of HP boxes. */
  hp: number;
  /** SU L280–L288, L326, L365. */
  traits: Record<SuActionTrait, SuTraitValue>;
  /** SU L288, L367: dice only, no Resistance. */
  recovery: number;
  /** SU L302–L307, L368. */
  keywords: {
    types: SuTypeKeyword[];
    origins: SuOriginKeyword[];
    elements: SuElementKeyword[];
    specialties: SuSpecialtyKeyword[];
  };
  /** SU L313, L369. */
  weaknesses: SuKeyword[];
  /** SU L315–L317. */
  vulnerabilities: SuVulnerability[];
  /** SU L321, L340–L342: Talent names; the Gear Talent is kept as `gear` (Ruling SU-R28). */
  talents: string[];
  /** SU L341: the items of the Gear Talent, e.g. "Armored Costume". */
  gear: string[];
  /** SU L321, L344: Ability names (Leadership, Super Strength …); the rules read a few of them (abilities.ts). */
  abilities: string[];
  /** SU L321, L1059. */
  spells: string[];
  /** SU L347, L776–L802: the card's own attacks, Bash and Throw left out (Ruling SU-R30). */
  attacks: SuAttackProfile[];
  /** SU L374–L376: Immune/X printed on the card; movement types add Immune/Fall by themselves (Ruling SU-R25). */
  immune: SuImmunity[];
  /** SU L746: Reach in inches for Close attacks; null = base to base. */
  reach: number | null;
  /** SU L597: the card's movement types other than Sprint (Ruling SU-R24). */
  movementTypes: SuMovementType[];
  /** SU L599: cannot use Move Actions for any reason. */
  isImmobile: boolean;
  /** SU L371, L396: the Faction symbol's name; null when the card shows none (Ruling SU-R31). */
  faction: string | null;
}

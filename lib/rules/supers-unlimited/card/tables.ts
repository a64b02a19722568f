/**
 * The fixed vocabularies of a Supers Unlimited character card (SU v4.1, Ch. 1): sizes and bases,
 * alignments, Classes, the four Keyword families, Action Traits, attack types, Effects and
 * movement types. Each row cites the book line it comes from (`SU L217`). Names are the book's;
 * ids are ours (kebab-case) and are what a stored card holds.
 */

/** SU L217–L223: seven Sizes with their base diameter; SU L231: the base when Standard models stand on 25 mm. */
export const SIZES = [
  { size: 0, name: "Tiny", baseMm: 25, altBaseMm: 25 }, // SU L217
  { size: 1, name: "Small", baseMm: 30, altBaseMm: 25 }, // SU L218, L231
  { size: 2, name: "Standard", baseMm: 30, altBaseMm: 25 }, // SU L219, L231
  { size: 3, name: "Large", baseMm: 30, altBaseMm: 25 }, // SU L220, L231
  { size: 4, name: "Huge", baseMm: 40, altBaseMm: 30 }, // SU L221, L231
  { size: 5, name: "Gargantuan", baseMm: 50, altBaseMm: 40 }, // SU L222, L231
  { size: 6, name: "Colossal", baseMm: 60, altBaseMm: 60 }, // SU L223, L231
] as const satisfies readonly { size: number; name: string; baseMm: number; altBaseMm: number }[];

export type SuSize = (typeof SIZES)[number]["size"];
export const MIN_SIZE = 0;
export const MAX_SIZE = 6;

/** SU L380: Supers are Levels 3–10, Henchmen 1–2. */
export const MIN_LEVEL = 1;
export const MAX_LEVEL = 10;
export const MIN_SUPER_LEVEL = 3;

/** SU L259, L372: the Alignment symbol. */
export const ALIGNMENTS = [
  { id: "hero", name: "Hero" },
  { id: "villain", name: "Villain" },
  { id: "anti-hero", name: "Anti-Hero" },
] as const;
export type SuAlignment = (typeof ALIGNMENTS)[number]["id"];

/**
 * The Classes (SU L259). The book has no list of them: these are the twelve its Gimmicks chapter
 * names (SU L997–L1129), which is every Class a Gimmick pool can draw on (Ruling SU-R27).
 */
export const CLASSES = [
  { id: "blaster", name: "Blaster" }, // SU L999
  { id: "controller", name: "Controller" }, // SU L1011
  { id: "fighter", name: "Fighter" }, // SU L1025
  { id: "infiltrator", name: "Infiltrator" }, // SU L1037
  { id: "mage", name: "Mage" }, // SU L1049
  { id: "mythic", name: "Mythic" }, // SU L1063
  { id: "psychic", name: "Psychic" }, // SU L1069
  { id: "shifter", name: "Shifter" }, // SU L1075
  { id: "speedster", name: "Speedster" }, // SU L1089
  { id: "summoner", name: "Summoner" }, // SU L1103
  { id: "tank", name: "Tank" }, // SU L1109
  { id: "trained", name: "Trained" }, // SU L1121
] as const;
export type SuClass = (typeof CLASSES)[number]["id"];

/** SU L304: what kind of lifeform a Character is. */
export const TYPE_KEYWORDS = [
  { id: "emissary", name: "Emissary" },
  { id: "living", name: "Living" },
  { id: "robotic", name: "Robotic" },
  { id: "undead", name: "Undead" },
] as const;
/** SU L305: where its powers come from. */
export const ORIGIN_KEYWORDS = [
  { id: "alien", name: "Alien" },
  { id: "mutate", name: "Mutate" },
  { id: "occult", name: "Occult" },
  { id: "science", name: "Science" },
  { id: "skill", name: "Skill" },
] as const;
/** SU L306: fundamental forces. */
export const ELEMENT_KEYWORDS = [
  { id: "air", name: "Air" },
  { id: "chemical", name: "Chemical" },
  { id: "cold", name: "Cold" },
  { id: "darkness", name: "Darkness" },
  { id: "earth", name: "Earth" },
  { id: "electricity", name: "Electricity" },
  { id: "fire", name: "Fire" },
  { id: "light", name: "Light" },
  { id: "magnetism", name: "Magnetism" },
  { id: "radiation", name: "Radiation" },
  { id: "vibration", name: "Vibration" },
  { id: "water", name: "Water" },
] as const;
/** SU L307: used with Objectives (Super Quest, Prize). */
export const SPECIALTY_KEYWORDS = [
  { id: "athletics", name: "Athletics" },
  { id: "knowledge", name: "Knowledge" },
  { id: "might", name: "Might" },
  { id: "mystic", name: "Mystic" },
] as const;

export type SuTypeKeyword = (typeof TYPE_KEYWORDS)[number]["id"];
export type SuOriginKeyword = (typeof ORIGIN_KEYWORDS)[number]["id"];
export type SuElementKeyword = (typeof ELEMENT_KEYWORDS)[number]["id"];
export type SuSpecialtyKeyword = (typeof SPECIALTY_KEYWORDS)[number]["id"];
/** Any Keyword of the four families (SU L302); a Weakness names one (SU L313, L874). */
export type SuKeyword = SuTypeKeyword | SuOriginKeyword | SuElementKeyword | SuSpecialtyKeyword;

export const KEYWORD_FAMILIES = {
  types: TYPE_KEYWORDS,
  origins: ORIGIN_KEYWORDS,
  elements: ELEMENT_KEYWORDS,
  specialties: SPECIALTY_KEYWORDS,
} as const;
export type SuKeywordFamily = keyof typeof KEYWORD_FAMILIES;

export const ALL_KEYWORDS: readonly { id: SuKeyword; name: string }[] = [...TYPE_KEYWORDS, ...ORIGIN_KEYWORDS, ...ELEMENT_KEYWORDS, ...SPECIALTY_KEYWORDS];

/**
 * SU L282–L288: the four Action Traits with a Resistance. The book calls the second one "Shoot"
 * once (SU L285) and "Aim" everywhere else (SU L326, L338, L800): it is Aim (Ruling SU-R20).
 */
export const ACTION_TRAITS = [
  { id: "fight", name: "Fight" },
  { id: "aim", name: "Aim" },
  { id: "mind", name: "Mind" },
  { id: "magic", name: "Magic" },
] as const;
export type SuActionTrait = (typeof ACTION_TRAITS)[number]["id"];

/**
 * SU L738–L774: attack types. The book announces five and lists four; the fifth, Spray, is named
 * only by the Altitude rules (SU L623) and is accepted with a range like Beam's (Ruling SU-R23).
 */
export const ATTACK_TYPES = [
  { id: "close", name: "Close", hasRange: false }, // SU L750–L754: range is Reach (SU L742–L746)
  { id: "projectile", name: "Projectile", hasRange: true }, // SU L756–L760
  { id: "beam", name: "Beam", hasRange: true }, // SU L762–L766
  { id: "pulse", name: "Pulse", hasRange: true }, // SU L768–L774
  { id: "spray", name: "Spray", hasRange: true }, // SU L623, Ruling SU-R23
] as const;
export type SuAttackType = (typeof ATTACK_TYPES)[number]["id"];

/** SU L888–L966: the Effects an attack can inflict, in the book's order. */
export const EFFECTS = [
  { id: "attack-boost", name: "Attack Boost", line: 888 },
  { id: "blind", name: "Blind", line: 892 },
  { id: "control", name: "Control", line: 896 },
  { id: "countdown", name: "Countdown", line: 902 },
  { id: "damage", name: "Damage", line: 906 },
  { id: "defense-boost", name: "Defense Boost", line: 910 },
  { id: "entangle", name: "Entangle", line: 914 },
  { id: "hp-drain", name: "HP Drain", line: 918 },
  { id: "knockback", name: "Knockback", line: 922 },
  { id: "nullify", name: "Nullify", line: 926 },
  { id: "paralysis", name: "Paralysis", line: 930 },
  { id: "poison", name: "Poison", line: 934 },
  { id: "pow-double-knockback", name: "POW Double Knockback", line: 938 },
  { id: "pow-double-stun", name: "POW Double Stun", line: 942 },
  { id: "power-down", name: "Power Down", line: 946 },
  { id: "power-drain", name: "Power Drain", line: 950 },
  { id: "stun", name: "Stun", line: 954 },
  { id: "weaken", name: "Weaken", line: 962 },
] as const;
export type SuEffect = (typeof EFFECTS)[number]["id"];

/** SU L898: Control (X) names a Type Keyword, or All. */
export type SuControlTarget = SuTypeKeyword | "all";

/**
 * SU L597: movement types. Sprint is every mobile character's own (SU L691: a Stunned model falls
 * back to it), so a card lists only the others (Ruling SU-R24).
 */
export const MOVEMENT_TYPES = [
  { id: "sprint", name: "Sprint", isImmuneToFall: false, line: 625 },
  { id: "flight", name: "Flight", isImmuneToFall: true, line: 633 },
  { id: "glide", name: "Glide", isImmuneToFall: true, line: 655 },
  { id: "jump", name: "Jump", isImmuneToFall: true, line: 661 },
  { id: "line-swing", name: "Line-swing", isImmuneToFall: true, line: 667 },
  { id: "teleport", name: "Teleport", isImmuneToFall: false, line: 673 },
  { id: "wall-crawl", name: "Wall-crawl", isImmuneToFall: true, line: 681 },
  // SU L687: used like Flight, so Immune/Fall as Flight is (Ruling SU-R25).
  { id: "winged-flight", name: "Winged Flight", isImmuneToFall: true, line: 687 },
] as const;
export type SuMovementType = (typeof MOVEMENT_TYPES)[number]["id"];

/** What a card may be Immune to (SU L374–L376): an Effect, or a Fall (SU L376, L633). */
export type SuImmunity = SuEffect | "fall";

/** SU L317: Plasma X triggers a Plasma X Vulnerability when resolved within this many inches (Ruling SU-R29). */
export const PLASMA_X_VULNERABILITY_INCHES = 6;

/** SU L315: a triggered Vulnerability inflicts 1D5 Stun and 1D5 Weaken. */
export const VULNERABILITY_EFFECTS = [
  { effect: "stun", dice: "1D5" },
  { effect: "weaken", dice: "1D5" },
] as const satisfies readonly { effect: SuEffect; dice: string }[];

/** SU L874: an attacker with a Keyword the target is Weak to gets this Combat Bonus. */
export const WEAKNESS_COMBAT_BONUS = 3;

/** Name lookups for messages. */
export function nameOf(table: readonly { id: string; name: string }[], id: string): string {
  return table.find((row) => row.id === id)?.name ?? id;
}

import type { CheckCategory, PoolId, PowerChoices, PowerId, PowerTier } from "../character";

/**
 * Every power in SMF Ch. 2 (L669–L1157) plus Legion (L1907), one row per power and tier
 * (Enhance, Power Blasts and Super-Strength have both). Which archetypes may take a power is
 * not stored here: it follows from the archetype menus (see roster/power-menus.ts).
 *
 * `card` holds the fixed effects on the character card; effects that depend on a creation choice
 * (Construct, Growth's Giant Option, Melee Specialist, Stun, Power Blasts' Variable Power) are
 * applied by roster/derive-card.ts, which cites the line. Effects that only work while a power is
 * switched on in battle (Shrinking, Density Increase, Rage …) stay in `note`, as the book's
 * sample cards do (Bug-Man's Shrinking, L3118).
 */

/** An attack the power gives. The card shows the best attack of each pool. */
export interface AttackProfile {
  pool: "melee-attack" | "ranged-attack" | "psyche-attack";
  dice: number;
  rerolls: number;
  /** Inches; absent for melee-only attacks. */
  range?: number;
  /** Melee-only (Parasite, Vampire). */
  isMeleeOnly?: boolean;
  /** Entangle, Stun, Dispel: the attack does no damage. */
  isNoDamage?: boolean;
}

export interface PoolModifier {
  pool: PoolId;
  dice?: number;
  rerolls?: number;
}

export interface PowerCardEffects {
  move?: number;
  body?: number;
  psyche?: number;
  /** Flight Move (L791); with Speed the flight Move is 60" (L795). */
  flightMove?: number;
  /** Always-on changes to the six pools. Defense vs Body = melee and ranged defense. */
  pools?: readonly PoolModifier[];
  attacks?: readonly AttackProfile[];
  koDice?: number;
  initiative?: { dice?: number; rerolls?: number };
}

export interface PowerCampaignEffects {
  /** Dice on pre/post-battle checks of these categories (Ruling R2 for Healing and Shrinking). */
  checkDice?: readonly { category: CheckCategory; dice: number }[];
  /** Re-rolls on the pre/post-battle category chosen at creation (`choices.category`). */
  checkRerollsOnChosenCategory?: number;
  /** Dice on the goal roll before the injury D6 (Ruling R6). */
  injuryPreRollDice?: number;
  neverInjuryRoll?: boolean;
  neverBumps?: boolean;
  /** Story points the team pays after each battle the bearer takes part in. */
  upkeepSp?: number;
  /** Story points to change the creation-time contents between games (quiver, grimoire). */
  changeCostSp?: number;
  /** Added to the injury check of a foe this power KO'ed in melee. */
  victimInjuryModifier?: number;
  /** Chance-roll goals needed before a battle for the sidekick to start on the table. */
  sidekickArrival?: { usual: number; afterReplacement: number };
  /** Vampire: Chance goals to raise a dead victim as a thrall, and to make it a vampire too. */
  thrall?: { rises: number; isVampireToo: number };
  /** X-Factor: a maneuver chosen before each game. */
  hasPerGameChoice?: boolean;
}

export interface PowerRow {
  id: PowerId;
  tier: PowerTier;
  name: string;
  line: number;
  /** Our own one-line summary. */
  description: string;
  /** Chance goals needed to use it again, where the power has a recharge. */
  recharge?: string;
  /** Minor picks it costs (Immortal is "minor ×2", L854). */
  pickCost?: number;
  /** Creation-time choices the validator requires. */
  requiredChoices?: readonly (keyof PowerChoices)[];
  /** Creation-time choices that may be made (default otherwise). */
  optionalChoices?: readonly (keyof PowerChoices)[];
  card?: PowerCardEffects;
  campaign?: PowerCampaignEffects;
  /** How the card notes it, e.g. "Recharge 2+". */
  note?: string;
}

const BODY_DEFENSES = (mod: { dice?: number; rerolls?: number }): PoolModifier[] => [
  { pool: "melee-defense", ...mod },
  { pool: "ranged-defense", ...mod },
];

export const POWER_TABLE = [
  {
    id: "amphibious",
    tier: "minor",
    name: "Amphibious",
    line: 677,
    description: "At home in deep water, and denser than a land dweller.",
    card: { move: 2, pools: BODY_DEFENSES({ rerolls: 1 }) },
    note: "Ignores deep water; +1D[1] melee vs non-Amphibious foes in deep water",
  }, // L679
  {
    id: "archery",
    tier: "major",
    name: "Archery",
    line: 683,
    description: "Blast arrows at will plus a quiver of three trick arrows.",
    recharge: "2+",
    requiredChoices: ["quiver"],
    card: { attacks: [{ pool: "ranged-attack", dice: 5, rerolls: 1, range: 15 }] },
    campaign: { changeCostSp: 1 },
    note: "Trick arrows: one per turn, Recharge 2+ each",
  }, // L687–L689
  {
    id: "armor",
    tier: "minor",
    name: "Armor",
    line: 691,
    description: "Shrugs off the first Body box of each attack.",
    note: "Ignores the first Body lost to each attack; no knockback except from Super-Strength",
  }, // L693
  {
    id: "barrier",
    tier: "minor",
    name: "Barrier",
    line: 697,
    description: "Raises a wall on the battlefield.",
    recharge: "2+",
    note: 'Barrier TN3 (Body 4) up to 10" away, Recharge 2+',
  }, // L699
  {
    id: "burrowing",
    tier: "minor",
    name: "Burrowing",
    line: 701,
    description: "Tunnels under the ground and bursts up beside foes.",
    note: "While burrowed +1 Re-roll defense vs Body attacks",
  }, // L703
  {
    id: "construct",
    tier: "minor",
    name: "Construct",
    line: 705,
    description: "An artificial being with an inhuman mind.",
    requiredChoices: ["constructStat", "category"],
    card: { pools: [{ pool: "psyche-defense", rerolls: 1 }] },
    campaign: { checkRerollsOnChosenCategory: 1 },
  }, // L707
  {
    id: "damage-field",
    tier: "minor",
    name: "Damage Field",
    line: 711,
    description: "Hurts anyone who touches them.",
    recharge: "2+",
    note: "Damage Field 4D[1] (Push It 6D[1]), Recharge 2+",
  }, // L713–L718
  {
    id: "density-decrease",
    tier: "minor",
    name: "Density Decrease",
    line: 726,
    description: "Turns ghostly and untouchable.",
    recharge: "1+",
    note: "Ghostly form on a 1+ Chance roll each turn",
  }, // L728–L733
  {
    id: "density-increase",
    tier: "minor",
    name: "Density Increase",
    line: 735,
    description: "Becomes super-dense and hard to move.",
    note: "When active: +1 Re-roll melee attack, +1D defense vs Body",
  }, // L737
  {
    id: "dispel",
    tier: "minor",
    name: "Dispel",
    line: 743,
    description: "Switches off a foe's powers for a turn.",
    recharge: "2+",
    card: { attacks: [{ pool: "psyche-attack", dice: 5, rerolls: 0, range: 5, isNoDamage: true }] },
    note: 'Dispel 5D 5", Recharge 2+',
  }, // L745
  {
    id: "duplicate",
    tier: "minor",
    name: "Duplicate",
    line: 751,
    description: "Creates frail copies of themself.",
    recharge: "2+",
    note: "Duplicates (Body 1, Psyche 1), Recharge 2+",
  }, // L753
  { id: "enhance", tier: "major", name: "Enhance", line: 759, description: "Grants Re-rolls to allies nearby.", note: 'Enhance 6D, allies within 10"' }, // L761
  { id: "enhance", tier: "minor", name: "Enhance", line: 765, description: "Grants Re-rolls to allies close by.", note: 'Enhance 5D, allies within 5"' }, // L767
  {
    id: "enhanced-senses",
    tier: "minor",
    name: "Enhanced Senses",
    line: 769,
    description: "Senses that pierce darkness and disguise.",
    card: { initiative: { rerolls: 1 } },
    campaign: {
      checkDice: [
        { category: "adventure", dice: 2 },
        { category: "investigation", dice: 2 },
      ],
    },
    note: "+2D perception",
  }, // L771
  {
    id: "entangle",
    tier: "minor",
    name: "Entangle",
    line: 775,
    description: "Traps a foe in place at range.",
    card: { attacks: [{ pool: "ranged-attack", dice: 5, rerolls: 0, range: 10, isNoDamage: true }] },
  }, // L777
  { id: "explosion", tier: "minor", name: "Explosion", line: 781, description: "Blows up, hitting everyone nearby, then reforms.", note: 'Explosion 4D[1] radius 5" (+5")' }, // L783
  { id: "flight", tier: "minor", name: "Flight", line: 789, description: "Flies and hovers above the fight.", card: { flightMove: 20 } }, // L791
  {
    id: "force-field",
    tier: "minor",
    name: "Force-Field",
    line: 803,
    description: "An extra defense roll from a protective field.",
    recharge: "2+",
    requiredChoices: ["track"],
    note: "Force-Field 4D extra defense (Maximum Protection 6D), Recharge 2+",
  }, // L805–L817
  {
    id: "fortune",
    tier: "minor",
    name: "Fortune",
    line: 821,
    description: "Luck that turns a bad defense roll around.",
    recharge: "2+",
    note: "Fortune +1D[1] on one defense roll, Recharge 2+",
  }, // L823
  {
    id: "gadgets",
    tier: "minor",
    name: "Gadgets",
    line: 825,
    description: "A utility belt of tricks and a small gun.",
    card: { attacks: [{ pool: "ranged-attack", dice: 3, rerolls: 0, range: 10 }] },
    note: "Gadgets: Chance roll each turn for Re-rolls",
  }, // L827–L829
  {
    id: "grenades",
    tier: "minor",
    name: "Grenades",
    line: 831,
    description: "Thrown explosives or stun grenades.",
    card: { attacks: [{ pool: "ranged-attack", dice: 3, rerolls: 0, range: 5 }] },
    note: 'Grenades 3" radius',
  }, // L833
  {
    id: "growth",
    tier: "minor",
    name: "Growth",
    line: 835,
    description: "Grows to giant size.",
    optionalChoices: ["growthMode"],
    note: 'Growth: +4" Move, +2" Reach, +1D melee attack while giant',
  }, // L837–L844
  {
    id: "healing",
    tier: "major",
    name: "Healing",
    line: 846,
    description: "Restores lost boxes to self or a touched ally.",
    campaign: {
      checkDice: [
        { category: "magical", dice: 2 },
        { category: "science", dice: 2 },
      ],
    },
    note: "Healing 6D",
  }, // L848, Ruling R2
  {
    id: "immortal",
    tier: "minor",
    name: "Immortal",
    line: 854,
    description: "Cannot die; gets back up after every knockout.",
    pickCost: 2,
    campaign: { neverInjuryRoll: true, neverBumps: true },
    note: "Immortal: fails every KO check, back with full boxes after a lost turn",
  }, // L856
  {
    id: "invisibility-obscurement",
    tier: "minor",
    name: "Invisibility / Obscurement",
    line: 860,
    description: "Hard or impossible to see.",
    recharge: "2+",
    requiredChoices: ["invisibilityOption"],
  }, // L862–L872
  {
    id: "iron-will",
    tier: "minor",
    name: "Iron Will",
    line: 878,
    description: "A mind that resists mental assault.",
    card: { pools: [{ pool: "psyche-defense", dice: 1 }], koDice: 1 },
  }, // L880
  {
    id: "jinx",
    tier: "minor",
    name: "Jinx",
    line: 882,
    description: "Curses a foe with bad luck.",
    card: { attacks: [{ pool: "psyche-attack", dice: 5, rerolls: 0, range: 15 }] },
  }, // L884
  { id: "leaping", tier: "minor", name: "Leaping", line: 890, description: "Covers ground in huge bounds.", note: 'Leap 4D: (10 + goals)" high, (20 + goals)" long' }, // L892
  { id: "legion", tier: "minor", name: "Legion", line: 1907, description: "Five more henchmen in the group." }, // L1909
  {
    id: "magic-artifact",
    tier: "minor",
    name: "Magic Artifact",
    line: 896,
    description: "A mighty relic with a heavy price.",
    recharge: "2+",
    card: { pools: [{ pool: "melee-attack", rerolls: 1 }], attacks: [{ pool: "ranged-attack", dice: 4, rerolls: 1, range: 15 }], flightMove: 20 },
    campaign: { upkeepSp: 1 },
    note: "Magic Artifact: Recharge 2+ every round; also Flight and Force-Field",
  }, // L898
  {
    id: "massive",
    tier: "minor",
    name: "Massive",
    line: 902,
    description: "Twice normal size and heavy with it.",
    card: { move: 2, body: 2 },
    note: "+1 Re-roll charge attacks; foes get +1 Re-roll on Body attacks against it",
  }, // L904
  {
    id: "melee-specialist",
    tier: "minor",
    name: "Melee Specialist",
    line: 906,
    description: "A built-in weapon or martial training.",
    optionalChoices: ["meleeSpecialistOption"],
    card: { pools: [{ pool: "melee-attack", rerolls: 1 }] },
  }, // L908
  {
    id: "mentalism",
    tier: "major",
    name: "Mentalism",
    line: 910,
    description: "Mental blasts, mind control and telepathy.",
    card: { attacks: [{ pool: "psyche-attack", dice: 6, rerolls: 0, range: 15 }] },
    campaign: {
      checkDice: [
        { category: "image", dice: 2 },
        { category: "investigation", dice: 2 },
      ],
    },
    note: 'Mind Control 6D 15", Recharge 2+',
  }, // L916–L918
  {
    id: "metamorph",
    tier: "major",
    name: "Metamorph",
    line: 920,
    description: "Changes into one of three forms each turn.",
    requiredChoices: ["metamorphTrack"],
    optionalChoices: ["extraElasticityForm"],
  }, // L924–L942
  { id: "mimic", tier: "minor", name: "Mimic", line: 944, description: "Copies the powers of a nearby character.", note: 'Mimic 5D vs Psyche, within 5"' }, // L946
  {
    id: "multiple-limbs",
    tier: "minor",
    name: "Multiple Limbs",
    line: 950,
    description: "Extra limbs for an extra attack.",
    recharge: "2+",
    optionalChoices: ["multipleLimbsOption"],
  }, // L952
  {
    id: "parasite",
    tier: "minor",
    name: "Parasite",
    line: 954,
    description: "Drains a foe's vitality to heal itself.",
    card: { attacks: [{ pool: "psyche-attack", dice: 5, rerolls: 0, isMeleeOnly: true }] },
  }, // L956
  {
    id: "power-blasts",
    tier: "major",
    name: "Power Blasts",
    line: 958,
    description: "Long-range blasts of raw power.",
    optionalChoices: ["variablePower"],
    card: { attacks: [{ pool: "ranged-attack", dice: 6, rerolls: 1, range: 30 }] },
  }, // L960: +2D[1]
  {
    id: "power-blasts",
    tier: "minor",
    name: "Power Blasts",
    line: 962,
    description: "Blasts of power at medium range.",
    optionalChoices: ["variablePower"],
    card: { attacks: [{ pool: "ranged-attack", dice: 5, rerolls: 1, range: 15 }] },
  }, // L964: +1D[1]
  { id: "rage", tier: "minor", name: "Rage", line: 974, description: "Gets tougher the more it is hurt.", note: "Rage: up to +2D melee attack and Psyche defense when hurt" }, // L978
  {
    id: "rapport",
    tier: "minor",
    name: "Rapport",
    line: 982,
    description: "A mental link with one teammate.",
    requiredChoices: ["rapportPartnerId"],
    note: "Rapport: shares +1D defense with its partner once per round",
  }, // L984–L986
  {
    id: "reflection",
    tier: "minor",
    name: "Reflection",
    line: 988,
    description: "Turns Body attacks back on the attacker.",
    note: "Reflection: 2+ Chance after a successful Body defense, attacker takes 2 Body",
  }, // L990
  {
    id: "regen",
    tier: "minor",
    name: "Regen",
    line: 998,
    description: "Heals itself during battle.",
    campaign: { injuryPreRollDice: 1 },
    note: "Regen: Chance roll each damaged turn",
  }, // L1000, Ruling R6
  { id: "resistance", tier: "minor", name: "Resistance", line: 1006, description: "Super-tough against physical harm.", card: { pools: BODY_DEFENSES({ dice: 1 }), koDice: 1 } }, // L1008
  {
    id: "savant",
    tier: "minor",
    name: "Savant",
    line: 1010,
    description: "A brilliant mind and a sharp tactician.",
    card: { initiative: { rerolls: 1 } },
    campaign: { checkDice: [{ category: "science", dice: 2 }] },
    note: "Savant: +1 Re-roll non-combat checks; free move before round 1",
  }, // L1012
  { id: "save", tier: "minor", name: "Save", line: 1014, description: "Catches allies from falls and knockback.", note: 'Save: once per round within 10"' }, // L1016
  {
    id: "scrapper",
    tier: "major",
    name: "Scrapper",
    line: 1022,
    description: "A tenacious close-in fighter.",
    card: {
      pools: [
        { pool: "melee-attack", dice: 1 },
        { pool: "melee-defense", dice: 1 },
      ],
    },
    note: "Counterattack (Reflection, melee only); gang-up bonus against it −1D",
  }, // L1026–L1029
  {
    id: "servitor-sidekick",
    tier: "minor",
    name: "Servitor / Sidekick",
    line: 1033,
    description: "Brings a loyal helper to the fight.",
    requiredChoices: ["sidekickPower"],
    campaign: { sidekickArrival: { usual: 1, afterReplacement: 2 } },
  }, // L1035–L1037
  {
    id: "shield",
    tier: "minor",
    name: "Shield",
    line: 1039,
    description: "An unbreakable shield to block and throw.",
    card: { pools: [{ pool: "melee-attack", rerolls: 1 }, ...BODY_DEFENSES({ rerolls: 1 })], attacks: [{ pool: "ranged-attack", dice: 3, rerolls: 0, range: 5 }] },
    note: 'Shield ricochet: second target within 5"',
  }, // L1041
  {
    id: "shrinking",
    tier: "minor",
    name: "Shrinking",
    line: 1043,
    description: "Shrinks to the size of a bug.",
    campaign: { checkDice: [{ category: "investigation", dice: 2 }] },
    note: "Shrinking (+2D Hide, +2D Momentum charge, +1D Body defense)",
  }, // L1047–L1052, Ruling R2
  {
    id: "sonic-blasts",
    tier: "minor",
    name: "Sonic Blasts",
    line: 1054,
    description: "Maddening blasts of sound.",
    card: { attacks: [{ pool: "psyche-attack", dice: 4, rerolls: 1, range: 15 }] },
  }, // L1056
  {
    id: "sorcery",
    tier: "major",
    name: "Sorcery",
    line: 1058,
    description: "A grimoire of one major and four minor spells.",
    recharge: "2+",
    requiredChoices: ["grimoire"],
    campaign: { changeCostSp: 1 },
    note: "Grimoire: two powers per turn, each Recharge 2+",
  }, // L1060–L1066
  { id: "speed", tier: "major", name: "Speed", line: 1074, description: "Blinding speed.", recharge: "2+", note: "Machinegun Punch (+1D melee attack)" }, // L1076–L1081; base Move 40" is the Speedster's
  { id: "stun", tier: "minor", name: "Stun", line: 1083, description: "Leaves a foe dazed for a turn.", requiredChoices: ["track"] }, // L1085
  { id: "summoning", tier: "minor", name: "Summoning", line: 1093, description: "Calls creatures or goons to fight.", recharge: "2+", note: "Summoning 4D, Recharge 2+" }, // L1095–L1101
  {
    id: "super-agility",
    tier: "minor",
    name: "Super-Agility",
    line: 1103,
    description: "Acrobatic, wall-crawling agility.",
    card: { move: 2, pools: BODY_DEFENSES({ rerolls: 1 }) },
  }, // L1105
  {
    id: "super-strength",
    tier: "major",
    name: "Super-Strength",
    line: 1109,
    description: "Vast strength that hurls cars.",
    card: { pools: [{ pool: "melee-attack", dice: 2 }], attacks: [{ pool: "ranged-attack", dice: 4, rerolls: 0, range: 10 }] },
    note: 'Knockback 4" per Body',
  }, // L1113–L1116
  {
    id: "super-strength",
    tier: "minor",
    name: "Super-Strength",
    line: 1120,
    description: "Strength beyond any human.",
    card: { pools: [{ pool: "melee-attack", dice: 1 }] },
    note: 'Knockback 2" per Body',
  }, // L1124–L1126
  { id: "telekinesis", tier: "minor", name: "Telekinesis", line: 1128, description: "Moves objects and people with the mind.", note: 'Telekinesis 15"' }, // L1132–L1135
  { id: "teleport", tier: "minor", name: "Teleport", line: 1137, description: "Vanishes and reappears elsewhere.", note: 'Teleport (10 + 5 per goal)"' }, // L1139–L1145
  {
    id: "vampire",
    tier: "minor",
    name: "Vampire",
    line: 1149,
    description: "Drains life in melee.",
    card: { attacks: [{ pool: "psyche-attack", dice: 4, rerolls: 1, isMeleeOnly: true }] },
    campaign: { victimInjuryModifier: -1, thrall: { rises: 2, isVampireToo: 4 } },
  }, // L1151
  {
    id: "x-factor",
    tier: "minor",
    name: "X-Factor",
    line: 1155,
    description: "Improvises a maneuver each game.",
    campaign: { hasPerGameChoice: true },
    note: "X-Factor: one archetype maneuver per game",
  }, // L1157
] as const satisfies readonly PowerRow[];

export const POWERS: readonly PowerRow[] = POWER_TABLE;

export function findPower(id: PowerId, tier: PowerTier): PowerRow | undefined {
  return POWERS.find((p) => p.id === id && p.tier === tier);
}

export function powerRow(id: PowerId, tier: PowerTier): PowerRow {
  const row = findPower(id, tier);
  if (!row) throw new Error(`No ${tier} power ${id}`);
  return row;
}

export function hasTier(id: PowerId, tier: PowerTier): boolean {
  return findPower(id, tier) !== undefined;
}

/** Archery's trick-arrow list (L687); "Obscurement" is the Invisibility / Obscurement power. */
export const QUIVER_OPTIONS = [
  "entangle",
  "leaping",
  "melee-specialist",
  "invisibility-obscurement",
  "sonic-blasts",
  "stun",
  "super-agility",
] as const satisfies readonly PowerId[];
export const QUIVER_SIZE = 3;

/** Sorcery's grimoire (L1060): 1 major (not Sorcery) and 4 minors (not Magic Artifact or Shield). */
export const GRIMOIRE_MINORS = 4;
export const GRIMOIRE_EXCLUDED = ["sorcery", "magic-artifact", "shield"] as const satisfies readonly PowerId[];

/** Servitor / Sidekick's own minor power may not be these (L1037). */
export const SIDEKICK_EXCLUDED = ["servitor-sidekick", "magic-artifact"] as const satisfies readonly PowerId[];

/** A sidekick or thrall: Body 4, Psyche 4, Move 6" and one minor power (L1037). */
export const SIDEKICK_STATS = { move: 6, body: 4, psyche: 4 } as const;

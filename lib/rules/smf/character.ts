/**
 * The shape of a Super Mission Force character as Longbox stores it: what was chosen at
 * creation (`build`) and what the campaign has done to it since (`state`).
 *
 * STORED AS JSON (characters' build and state columns, battle snapshots, exports).
 * Changing these types needs a data migration and a bump of SMF_CHARACTER_FORMAT.
 */

export const SMF_CHARACTER_FORMAT = 1;

/** The nine subplot / pre- and post-battle check categories (SMF L1970–L1979). */
export const CHECK_CATEGORIES = ["adventure", "creative", "image", "investigation", "magical", "military", "resource", "science", "underworld"] as const;
export type CheckCategory = (typeof CHECK_CATEGORIES)[number];

/** The nine standard archetypes (SMF L547). */
export const STANDARD_ARCHETYPES = ["blaster", "brawler", "brick", "mastermind", "mentalist", "metamorph", "sorcerer", "speedster", "wildcard"] as const;
export type StandardArchetypeId = (typeof STANDARD_ARCHETYPES)[number];

/**
 * How a character is built. Standard = one standard archetype. Street-Level, Super and
 * Powerhouse are the alternate power levels (SMF L545–L665); Henchmen (L1926), Street Level
 * Henchmen (L1911) and the Basic Vehicle (L2704) are their own archetypes.
 */
export type ArchetypeId = StandardArchetypeId | "street-level" | "super" | "powerhouse" | "henchmen" | "street-level-henchmen" | "basic-vehicle";

/** The 18 backgrounds (SMF L1159–L1237). Ruling R1 covers Social Science. */
export const BACKGROUNDS = [
  "alien-dimensional",
  "arcane",
  "art",
  "athletics",
  "blue-collar",
  "business",
  "criminal",
  "espionage",
  "exploration",
  "high-society",
  "journalist",
  "medicine",
  "military",
  "monarch",
  "performance",
  "public-safety",
  "science",
  "social-science",
] as const;
export type BackgroundId = (typeof BACKGROUNDS)[number];

/** Every power name in the book, kebab-case (SMF Ch. 2 L669–L1157, Legion L1907). */
export const POWER_IDS = [
  "amphibious",
  "archery",
  "armor",
  "barrier",
  "burrowing",
  "construct",
  "damage-field",
  "density-decrease",
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
  "healing",
  "immortal",
  "invisibility-obscurement",
  "iron-will",
  "jinx",
  "leaping",
  "legion",
  "magic-artifact",
  "massive",
  "melee-specialist",
  "mentalism",
  "metamorph",
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
  "scrapper",
  "servitor-sidekick",
  "shield",
  "shrinking",
  "sonic-blasts",
  "sorcery",
  "speed",
  "stun",
  "summoning",
  "super-agility",
  "super-strength",
  "telekinesis",
  "teleport",
  "vampire",
  "x-factor",
] as const;
export type PowerId = (typeof POWER_IDS)[number];
export type PowerTier = "major" | "minor";

export const BOOSTS = ["clever", "fast", "tough"] as const;
export type BoostId = (typeof BOOSTS)[number];

/** The six combat pools of the character sheet (SMF L3267). */
export const POOLS = ["melee-attack", "melee-defense", "ranged-attack", "ranged-defense", "psyche-attack", "psyche-defense"] as const;
export type PoolId = (typeof POOLS)[number];

/**
 * Non-combat dice pools. The March of Science may give its Re-roll to "a non-combat ability dice
 * pool" (L2451) as well as to an attack or defense; the book names none, so Longbox offers the
 * non-combat rolls it does name: the Initiative pool (L1299), the in-battle non-combat checks
 * listed for Savant (L1012: movement, objective, perception, summoning; KO checks are not among
 * them), and the nine pre- and post-battle check categories (L1970).
 */
export const NON_COMBAT_POOLS = ["initiative", "movement", "objective", "perception", "summoning", ...CHECK_CATEGORIES] as const;
export type NonCombatPoolId = (typeof NON_COMBAT_POOLS)[number];

/** Where a March of Science Re-roll can go: one of the six combat pools or a non-combat pool (L2451). */
export type MarchOfSciencePool = PoolId | NonCombatPoolId;

export function isCombatPool(pool: MarchOfSciencePool): pool is PoolId {
  return (POOLS as readonly string[]).includes(pool);
}

export function isMarchOfSciencePool(value: string): value is MarchOfSciencePool {
  return (POOLS as readonly string[]).includes(value) || (NON_COMBAT_POOLS as readonly string[]).includes(value);
}

/**
 * Creation-time choices a power may require. Only the keys that apply to the power are set;
 * the roster validator reports missing or illegal ones.
 */
export interface PowerChoices {
  /** Force-Field: what it defends (L803). Stun: Body- or Psyche-based (L1083). */
  track?: "body" | "psyche";
  /** Construct: +1 Body or +2" Move (L705). */
  constructStat?: "body" | "move";
  /** Construct: the pre/post-battle category it adds a Re-roll to (L705). */
  category?: "magical" | "science";
  /** Growth: normal, or always giant (L835). */
  growthMode?: "normal" | "giant";
  /** Melee Specialist: the defense Re-roll, or 2" Reach instead (L906). */
  meleeSpecialistOption?: "defense" | "reach";
  /** Multiple Limbs: the extra reach attack, or grapple Re-rolls (L950). */
  multipleLimbsOption?: "reach" | "grapple";
  /** Power Blasts Variable Power options (L966–L972). */
  variablePower?: Array<{ kind: "range-for-reroll" } | { kind: "die-for-stat"; stat: "move" | "body" | "psyche" } | { kind: "move-or-shoot" }>;
  /** Archery: the three trick arrows in the quiver (L683). */
  quiver?: PowerId[];
  /** Sorcery: the grimoire, 1 major and 4 minors (L1058). */
  grimoire?: { major: PowerId; minors: PowerId[] };
  /** Metamorph: which track of forms (L920). */
  metamorphTrack?: "elasticity" | "shape-shifter";
  /** Metamorph Shape-Shifter: the Elasticity form taken instead of the archetype's minor pick (L942). */
  extraElasticityForm?: 1 | 2 | 3;
  /** Invisibility / Obscurement: which of the two, chosen at creation (L862). */
  invisibilityOption?: "invisibility" | "obscurement";
  /** Rapport: the linked teammate's character id (L982). */
  rapportPartnerId?: string;
  /** Servitor/Sidekick: the sidekick's one minor power (L1033). */
  sidekickPower?: PowerId;
}

export interface PowerPick {
  power: PowerId;
  tier: PowerTier;
  /**
   * Why this pick is legal when it is not a plain pick from the archetype's own list:
   * a Super's cross-list trade (2 own picks for 1 from any list, L605), a Trade Off extra
   * (L1276), or a power gained in play (Esoteric bump 3, Power Switch, Vampire thrall).
   */
  source?: "pick" | "super-cross-list" | "trade-off" | "trade-off-street-level" | "bump" | "power-switch" | "thrall";
  choices?: PowerChoices;
}

export interface BackgroundPick {
  background: BackgroundId;
  /** Alien / Dimensional: Magical or Science, chosen at creation (L1165). */
  category?: "magical" | "science";
}

export interface CharacterBuild {
  archetype: ArchetypeId;
  /** Super: its one standard base. Powerhouse: its two standard bases (Ruling R3). */
  baseArchetypes?: StandardArchetypeId[];
  powers: PowerPick[];
  boosts: BoostId[];
  /** Trade Off (L1276): the stat penalties taken. */
  tradeOff?: Array<"body" | "psyche" | "move">;
  backgrounds: BackgroundPick[];
  /** Basic Vehicle only (L2728, L2734). */
  vehicle?: { size: "small" | "medium" | "large"; specialPowers: string[] };
  /** Street Level Henchmen only: 2 of the 5 equipment options (L1911). */
  henchmenEquipment?: string[];
  /** Optional Faults & Limits (L2854): each adds +1 Re-roll to one existing pool. */
  faults?: Array<{ fault: string; pool: PoolId }>;
}

export const BUMP_TABLES = ["martial", "esoteric", "general", "weird"] as const;
export type BumpTable = (typeof BUMP_TABLES)[number];

/** One milestone bump as taken (SMF L2620–L2690, Ruling R15). */
export interface Bump {
  table: BumpTable;
  /** The D6 row of the table that was taken. */
  row: 1 | 2 | 3 | 4 | 5 | 6;
  /** †† rows (pre/post-battle check bonuses): the background they apply to. */
  background?: BackgroundId;
  /** Esoteric 3 (new minor power): the power gained (also appended to build.powers). */
  power?: PowerId;
  /** Esoteric 6: which defense pool gets the Re-roll. */
  pool?: PoolId;
  /** The issue number of the battle whose milestone granted it. */
  issue: number;
}

export type CharacterStatus = "active" | "captured" | "dead" | "retired";

/** Effects that apply to the team's next battle only, then clear (Ruling R18). */
export interface NextBattleEffects {
  missesBattle: boolean;
  /** Inches of Move lost (Light −2", Serious −3"). */
  moveLoss: number;
  /** Dice lost on attack rolls (Serious −1D). */
  attackDiceLoss: number;
  /** Magic Artifact unpaid → arrives at round 3 (L898). */
  arrivesRound?: 2 | 3;
}

export interface CharacterCampaignState {
  status: CharacterStatus;
  /** Ruling R19: who holds a captured character. */
  capturedBy?: { teamId: string; teamName: string };
  bumps: Bump[];
  /** Each curse is +1 to every TN (L2473); curses stack. */
  curses: number;
  nextBattle: NextBattleEffects;
  /** Settle the Score (injury 6): +1D attacks against these teams next time they meet. */
  settleScoreAgainst: Array<{ teamId: string; teamName: string }>;
  /** Toga-Wearing Space God communion: +1D Magical and Science checks for the campaign. */
  hasSpaceGodBonus: boolean;
  /**
   * The March of Science: each entry is a permanent +1 Re-roll a teammate gave to one pool, a
   * combat pool or (added later, so older data holds only combat pools) a non-combat one (L2451).
   */
  marchOfScienceRerolls: MarchOfSciencePool[];
  /** The pre-battle Weird-bump activation result for the coming battle (2+ Chance). */
  weirdBumpsActive?: boolean;
  /** Vampire thrall: the id of the vampire it serves. */
  thrallOf?: string;
  /**
   * A sidekick roster entry (kind "sidekick"): the id of the character whose Servitor/Sidekick
   * power brings it (L1033), so its arrival roll is the owner's (pre-battle/roll-sidekick-arrivals).
   */
  sidekickOf?: string;
}

export type CharacterKind = "character" | "henchmen" | "sidekick" | "thrall" | "vehicle";

export interface SmfCharacter {
  id: string;
  name: string;
  kind: CharacterKind;
  build: CharacterBuild;
  state: CharacterCampaignState;
}

export function freshCampaignState(): CharacterCampaignState {
  return {
    status: "active",
    bumps: [],
    curses: 0,
    nextBattle: { missesBattle: false, moveLoss: 0, attackDiceLoss: 0 },
    settleScoreAgainst: [],
    hasSpaceGodBonus: false,
    marchOfScienceRerolls: [],
  };
}

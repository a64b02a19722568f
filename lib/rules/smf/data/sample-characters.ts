import { freshCampaignState, type CharacterBuild, type PoolId, type SmfCharacter } from "../character";

/**
 * The eight sample characters of App. II (L2930–L3232): each as a build Longbox can validate and
 * derive, and the card as the book prints it. Where the printed card breaks a rule, `cardErrors`
 * says which field and which rule wins (smf-data.md §9); everywhere else the derived card must
 * match the print.
 */

export interface PrintedCard {
  /** As printed, e.g. "6\"" or "6\"/20\"". */
  move: string;
  body: number;
  psyche: number;
  /** As printed: "4D", "5D[1]", "5D*", "–". */
  pools: Record<PoolId, string>;
  major: readonly string[];
  minor: readonly string[];
  backgrounds: readonly string[];
  notes: string;
}

export interface CardError {
  field: "move" | PoolId | "powers";
  printed: string;
  /** The value the rules give, which Longbox shows. */
  ruled: string;
  why: string;
}

export interface SampleCharacter {
  line: number;
  tagline: string | null;
  character: SmfCharacter;
  printed: PrintedCard;
  cardErrors: readonly CardError[];
}

function sample(id: string, name: string, build: CharacterBuild): SmfCharacter {
  return { id, name, kind: "character", build, state: freshCampaignState() };
}

const pools = (ma: string, md: string, ra: string, rd: string, pa: string, pd: string): Record<PoolId, string> => ({
  "melee-attack": ma,
  "melee-defense": md,
  "ranged-attack": ra,
  "ranged-defense": rd,
  "psyche-attack": pa,
  "psyche-defense": pd,
});

export const SAMPLE_CHARACTERS: readonly SampleCharacter[] = [
  {
    line: 2932, // L2932–L2968
    tagline: "Beta-irradiated mental giant",
    character: sample("sample-the-commander", "The Commander", {
      archetype: "mastermind",
      powers: [
        { power: "enhance", tier: "major" },
        { power: "power-blasts", tier: "minor" },
        { power: "savant", tier: "minor" },
      ],
      boosts: [],
      backgrounds: [{ background: "criminal" }, { background: "science" }],
    }),
    printed: {
      move: '6"',
      body: 6,
      psyche: 6,
      pools: pools("4D", "4D", "5D[1]", "4D", "–", "4D"),
      major: ["Enhance"],
      minor: ["Power Blasts", "Savant"],
      backgrounds: ["Criminal", "Science"],
      notes: 'Initiative 4D[1], Power Blasts 15"',
    },
    cardErrors: [],
  },
  {
    line: 2970, // L2970–L3006
    tagline: "Spinning mutate malefactor",
    character: sample("sample-tornado", "Tornado", {
      archetype: "speedster",
      powers: [
        { power: "speed", tier: "major" },
        { power: "melee-specialist", tier: "minor", choices: { meleeSpecialistOption: "defense" } },
        { power: "super-agility", tier: "minor" },
      ],
      boosts: [],
      backgrounds: [{ background: "blue-collar" }, { background: "criminal" }],
    }),
    printed: {
      move: '40"',
      body: 6,
      psyche: 6,
      pools: pools("4D[1]", "4D[2]", "–", "4D[1]", "–", "4D"),
      major: ["Speed"],
      minor: ["Melee Specialist", "Super-Agility"],
      backgrounds: ["Blue Collar", "Criminal"],
      notes: "Machinegun Punch (+1D melee attack)",
    },
    cardErrors: [{ field: "move", printed: '40"', ruled: '42"', why: 'Super-Agility adds +2" Move (L1105) to Speed\'s 40".' }],
  },
  {
    line: 3008, // L3008–L3042
    tagline: null,
    character: sample("sample-white-rhino", "White Rhino", {
      archetype: "brick",
      powers: [
        { power: "super-strength", tier: "major" },
        { power: "resistance", tier: "minor" },
      ],
      boosts: ["fast"], // printed "Fast (Boon)": the Fast Boost (L1262)
      backgrounds: [{ background: "blue-collar" }, { background: "criminal" }],
    }),
    printed: {
      move: '9"',
      body: 8,
      psyche: 6,
      pools: pools("6D", "5D", "4D", "5D[1]", "–", "4D"),
      major: ["Super-Strength"],
      minor: ["Fast (Boon)", "Resistance"],
      backgrounds: ["Blue Collar", "Criminal"],
      notes: '10" ranged attack',
    },
    cardErrors: [{ field: "powers", printed: "Fast (Boon)", ruled: "Fast (Boost)", why: 'There are no "Boons"; Fast is a Boost (L1262).' }],
  },
  {
    line: 3044, // L3044–L3080
    tagline: "Wise-cracking archer extraordinaire",
    character: sample("sample-deadeye", "Deadeye", {
      archetype: "blaster",
      powers: [
        { power: "archery", tier: "major", choices: { quiver: ["entangle", "sonic-blasts", "super-agility"] } },
        { power: "fortune", tier: "minor" },
        { power: "iron-will", tier: "minor" },
      ],
      boosts: [],
      backgrounds: [{ background: "exploration" }, { background: "performance" }],
    }),
    printed: {
      move: '6"',
      body: 6,
      psyche: 6,
      pools: pools("4D", "4D", "5D[1]", "4D", "–", "5D"),
      major: ["Archery"],
      minor: ["Fortune", "Iron Will"],
      backgrounds: ["Exploration", "Performance"],
      notes: "Trick Arrows (Power Blasts, Entangle, Sonic Blast, Super-Agility)",
    },
    cardErrors: [],
  },
  {
    line: 3082, // L3082–L3118
    tagline: "Size-shifting swashbuckler",
    character: sample("sample-bug-man", "Bug-Man", {
      archetype: "wildcard",
      powers: [
        { power: "savant", tier: "minor" },
        { power: "shrinking", tier: "minor" },
        { power: "stun", tier: "minor", choices: { track: "body" } }, // a bug swarm (L1091)
      ],
      boosts: ["clever"],
      backgrounds: [{ background: "exploration" }, { background: "science" }],
    }),
    printed: {
      move: '6"',
      body: 6,
      psyche: 7,
      pools: pools("4D", "4D", "5D*", "4D", "–", "4D"),
      major: [],
      minor: ["Clever (Boost)", "Savant", "Shrinking", "Stun (bug swarm)"],
      backgrounds: ["Exploration", "Science"],
      notes: '*Stun 15", Shrinking (+2D Hide, +2D Momentum charge, +1D Body defense), +1D Initiative',
    },
    cardErrors: [],
  },
  {
    line: 3120, // L3120–L3156
    tagline: "Armored mental marauder",
    character: sample("sample-craniak", "Craniak", {
      archetype: "mentalist",
      powers: [
        { power: "mentalism", tier: "major" },
        { power: "resistance", tier: "minor" }, // ⚠ not on the Mentalist list (L411–L412)
        { power: "telekinesis", tier: "minor" },
      ],
      boosts: [],
      backgrounds: [{ background: "criminal" }, { background: "science" }],
    }),
    printed: {
      move: '6"',
      body: 5,
      psyche: 8,
      pools: pools("4D", "5D", "–", "5D", "6D", "4D"),
      major: ["Mentalism"],
      minor: ["Resistance", "Telekinesis"],
      backgrounds: ["Criminal", "Science"],
      notes: '+1D KO checks, Psyche attack 15" range',
    },
    cardErrors: [
      {
        field: "powers",
        printed: "Resistance",
        ruled: "illegal pick",
        why: "Resistance is not on the Mentalist minor list (L411–L412); validation reports it, the card still shows its effect.",
      },
    ],
  },
  {
    line: 3158, // L3158–L3194
    tagline: "Closer-in super striker",
    character: sample("sample-shatterer", "Shatterer", {
      archetype: "brawler",
      powers: [
        { power: "scrapper", tier: "major" },
        { power: "iron-will", tier: "minor" },
        { power: "melee-specialist", tier: "minor", choices: { meleeSpecialistOption: "defense" } },
      ],
      boosts: [],
      backgrounds: [{ background: "exploration" }, { background: "social-science" }],
    }),
    printed: {
      move: '7"',
      body: 7,
      psyche: 6,
      pools: pools("5D[1]", "5D[1]", "–", "4D", "–", "5D"),
      major: ["Scrapper"],
      minor: ["Iron Will", "Melee Specialist"],
      backgrounds: ["Exploration", "Social Science"],
      notes: "Counterattack (see pg. 74), +1D KO checks",
    },
    cardErrors: [],
  },
  {
    line: 3196, // L3196–L3232
    tagline: "Academic arcanist",
    character: sample("sample-prof-weird", "Prof. Weird", {
      archetype: "sorcerer",
      powers: [
        { power: "sorcery", tier: "major", choices: { grimoire: { major: "power-blasts", minors: ["enhanced-senses", "force-field", "jinx", "telekinesis"] } } },
        { power: "flight", tier: "minor" },
      ],
      boosts: [],
      backgrounds: [{ background: "arcane" }, { background: "art" }],
    }),
    printed: {
      move: '6"/20"',
      body: 6,
      psyche: 8,
      pools: pools("4D", "4D", "6D", "4D", "–", "4D"),
      major: ["Sorcery"],
      minor: ["Flight"],
      backgrounds: ["Arcane", "Art"],
      notes: "*Grimoire (Power Blasts [major], Enhanced Senses, Force-Field, Jinx, Telekinesis), All grimoire powers require a 2+ Recharge roll.",
    },
    cardErrors: [
      { field: "ranged-attack", printed: "6D", ruled: "6D[1]", why: "Major Power Blasts is +2D[1] (L960)." },
      { field: "psyche-attack", printed: "–", ruled: "5D", why: "Jinx in the grimoire is a 5D Psyche attack (L884), shown like the grimoire's Power Blasts." },
    ],
  },
];

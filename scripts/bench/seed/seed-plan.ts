import { seededDice, type Dice } from "@/lib/rules/dice";
import { BACKGROUNDS, SAMPLE_CHARACTERS, validateCharacter, freshCampaignState, type CharacterBuild } from "@/lib/rules/smf";
import type { SmfCampaignOptions } from "@/lib/games/smf/campaign-settings";
import type { CampaignSettingsInput } from "@/lib/schemas/campaign";
import type { TeamAlignmentValue } from "@/lib/schemas/team";
import { rosterOptions } from "@/lib/games/smf";
import { DEMO_BUILD_FIXES } from "../../demo/demo-plan";
import { sampleBuild } from "../../lib/sample-build";

/**
 * What `npm run seed:large` makes for each campaign, decided by the seed alone (pure code, no
 * database): its members, settings, teams and rosters. Each campaign draws from its own stream of
 * the seed, so a campaign comes out the same whatever order the workers reach it in.
 */

/** Every seeded account has an email at this domain: how a seeded dataset is recognised. */
export const SEED_EMAIL_DOMAIN = "seed.longbox.local";
/** One password for every seeded account; the seed only ever writes to a local database. */
export const SEED_PASSWORD = "longbox-bench";
export const CHARACTERS_PER_TEAM = 7;

export type SeedRole = "ORGANISER" | "PLAYER" | "VIEWER";

export interface SeedCharacterPlan {
  name: string;
  build: CharacterBuild;
}

export interface SeedTeamPlan {
  name: string;
  alignment: TeamAlignmentValue;
  notes: string;
  characters: SeedCharacterPlan[];
  /** Has a public read-only link. */
  isShared: boolean;
}

export interface SeedMemberPlan {
  email: string;
  name: string;
  role: SeedRole;
  /** The team this member leads; the viewer leads none. */
  team?: SeedTeamPlan;
}

export interface SeedCampaignPlan {
  /** 1-based, as in the campaign's name and its members' emails. */
  number: number;
  settings: CampaignSettingsInput & SmfCampaignOptions;
  /** The organiser first; every member but the viewer leads one team. */
  members: SeedMemberPlan[];
}

/**
 * Each campaign: an organiser who also leads a team, three players with a team each and one
 * viewer who follows along — five accounts and four teams, so 100 campaigns make the 500 users
 * and 400 teams of issue 6, and every campaign (the benchmark's included) looks the same.
 */
const ROLES: readonly SeedRole[] = ["ORGANISER", "PLAYER", "PLAYER", "PLAYER", "VIEWER"];

/**
 * The goal is the highest the settings allow (lib/schemas/campaign.ts), so a campaign of twenty
 * battles plays on to its last issue rather than ending at an anniversary issue.
 */
const STORY_POINT_GOAL = 100;

const FIRST_NAMES = ["Alex", "Sam", "Robin", "Jo", "Kim", "Lee", "Max", "Noor", "Pat", "Ravi", "Sasha", "Toni", "Uma", "Vic", "Wren", "Yuki", "Zed", "Ines", "Omar", "Greta"];
const LAST_NAMES = ["Archer", "Baptiste", "Chen", "Dubois", "Eriksen", "Fontaine", "Garcia", "Hughes", "Ivanova", "Jansen", "Kowalski", "Lindqvist", "Moreau", "Nakamura", "Okafor", "Petrov", "Quinn", "Rossi", "Silva", "Tanaka"];
const CITY_WORDS = ["Harbour", "Neon", "Iron", "Midnight", "Skyline", "Granite", "Crimson", "Atomic", "Silver", "Thunder", "Emerald", "Obsidian"];
const CAMPAIGN_WORDS = ["Crisis", "Saga", "Showdown", "Run", "Uprising", "Gambit", "Conspiracy", "Siege", "Reckoning", "Chronicles"];
const HERO_TEAMS = ["Guardians", "Sentinels", "Vanguard", "Defenders", "Night Watch", "Squadron", "Legion", "Patrol"];
const VILLAIN_TEAMS = ["Syndicate", "Cabal", "Brotherhood", "Collective", "Masters of Ruin", "Cartel", "Conclave", "Gang"];
const CODE_PREFIXES = ["Captain", "Doctor", "Night", "Iron", "Shadow", "Star", "Storm", "Blue", "Red", "Black", "Silver", "Quantum", "Mega", "Ultra", "Lady", "Mister", "Grim", "Solar"];
const CODE_NOUNS = ["Falcon", "Comet", "Viper", "Titan", "Spark", "Phantom", "Wolf", "Blaze", "Frost", "Mantis", "Raven", "Hammer", "Quasar", "Specter", "Lynx", "Golem", "Cyclone", "Wasp"];

/** The seed's stream for one part of the dataset: a different seed per (seed, part, number). */
export function streamSeed(seed: number, ...parts: number[]): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x85ebca6b) >>> 0;
    h = (h ^ (h >>> 13)) >>> 0;
    h = Math.imul(h, 0xc2b2ae35) >>> 0;
    h = (h ^ (h >>> 16)) >>> 0;
  }
  return h;
}

/** Draws for the plan (names, picks, reports), apart from the app's own dice. */
export interface PlanRandom {
  /** 0 … n−1. */
  int(n: number): number;
  pick<T>(list: readonly T[]): T;
  /** True with probability `p` (in 1/1000 steps). */
  chance(p: number): boolean;
  shuffle<T>(list: readonly T[]): T[];
}

export function planRandom(seed: number): PlanRandom {
  const dice: Dice = seededDice(seed);
  const int = (n: number) => dice.roll(n, "seed-plan") - 1;
  return {
    int,
    pick: (list) => list[int(list.length)]!,
    chance: (p) => int(1000) < Math.round(p * 1000),
    shuffle: (list) => {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}

export function seedEmail(campaignNumber: number, memberIndex: number): string {
  const role = ROLES[memberIndex]!;
  const label = role === "PLAYER" ? `player${memberIndex}` : role.toLowerCase();
  return `c${String(campaignNumber).padStart(3, "0")}-${label}@${SEED_EMAIL_DOMAIN}`;
}

const PLAN_STREAM = 1;

export function campaignPlan(seed: number, number: number): SeedCampaignPlan {
  const random = planRandom(streamSeed(seed, PLAN_STREAM, number));
  const settings: CampaignSettingsInput & SmfCampaignOptions = {
    name: `${random.pick(CITY_WORDS)} ${random.pick(CAMPAIGN_WORDS)} #${number}`,
    storyPointGoal: STORY_POINT_GOAL,
    allowVehicles: false,
    allowAlternatePowerLevels: true,
    // Most groups roll their bumps; some choose them (the app then suggests the picks).
    advancement: random.chance(0.2) ? "CHOSEN" : "RANDOM",
    socialScienceVariant: random.chance(0.5) ? "CH2" : "CH5_TABLE",
    reportConfirmation: random.pick(["NONE", "NONE", "OPPONENT", "ORGANISER"] as const),
    teamControl: "ANYONE",
    appDiceOnly: false,
  };
  const usedNames = new Set<string>();
  const members = ROLES.map((role, index): SeedMemberPlan => {
    const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    const member: SeedMemberPlan = { email: seedEmail(number, index), name, role };
    if (role === "VIEWER") return member;
    const alignment: TeamAlignmentValue = index % 2 === 0 ? "HEROES" : "VILLAINS";
    const teamWord = random.pick(alignment === "HEROES" ? HERO_TEAMS : VILLAIN_TEAMS);
    return {
      ...member,
      team: {
        name: `The ${random.pick(CITY_WORDS)} ${teamWord}`,
        alignment,
        notes: `${name.split(" ")[0]}'s ${alignment === "HEROES" ? "heroes" : "villains"}, seeded for the benchmarks.`,
        characters: rosterPlan(random, settings, number * 4 + index, usedNames),
        // The organiser's team is always public (the benchmark reads it); a few others too.
        isShared: index === 0 || random.chance(0.25),
      },
    };
  });
  return { number, settings, members };
}

/**
 * Seven of the book's eight sample characters (one archetype each, so any four make a legal
 * line-up, L238), left out in turn, under new code names and with backgrounds re-drawn where
 * the rules accept them: the builds the demo uses (the same fixes), varied.
 */
function rosterPlan(random: PlanRandom, settings: CampaignSettingsInput & SmfCampaignOptions, rotation: number, usedNames: Set<string>): SeedCharacterPlan[] {
  const samples = SAMPLE_CHARACTERS.map((s) => s.character.name);
  const left = rotation % samples.length;
  const chosen = samples.filter((_, i) => i !== left);
  return chosen.map((sampleName) => {
    let name: string;
    do name = `${random.pick(CODE_PREFIXES)} ${random.pick(CODE_NOUNS)}`;
    while (usedNames.has(name));
    usedNames.add(name);
    return { name, build: variedBuild(random, sampleBuild(sampleName, DEMO_BUILD_FIXES), settings) };
  });
}

/** Two backgrounds drawn afresh, kept only if validateCharacter accepts the result. */
function variedBuild(random: PlanRandom, build: CharacterBuild, settings: CampaignSettingsInput & SmfCampaignOptions): CharacterBuild {
  if (!random.chance(0.6)) return build;
  const [first, second] = random.shuffle(BACKGROUNDS);
  const varied: CharacterBuild = { ...build, backgrounds: [{ background: first! }, { background: second! }] };
  const check = validateCharacter({ id: "seed", name: "seed", kind: "character", build: varied, state: freshCampaignState() }, rosterOptions(settings));
  return check.ok ? varied : build;
}

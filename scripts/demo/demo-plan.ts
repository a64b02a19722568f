import type { SmfCampaignOptions } from "@/lib/games/smf/campaign-settings";
import type { CampaignSettingsInput } from "@/lib/schemas/campaign";
import type { TeamAlignmentValue } from "@/lib/schemas/team";
import type { KnockedOutCharacter, ScenarioId, SpecialEventId, TeamBattleReport } from "@/lib/rules/smf";

/**
 * What `npm run demo` makes: two accounts, one campaign, two teams of the book's sample
 * characters and three battles. Everything is fixed here (names, seeds, reports), so the demo
 * comes out the same on every fresh database.
 */

/** Documented in the README; the demo only ever runs against a local database. */
export const DEMO_PASSWORD = "longbox-demo";

export const DEMO_ACCOUNTS = {
  organiser: { email: "demo@longbox.local", name: "Demo Organiser" },
  rival: { email: "rival@longbox.local", name: "Demo Rival" },
} as const;
export type DemoPlayer = keyof typeof DEMO_ACCOUNTS;

/** The demo campaign is found again by this name and its organiser. */
export const DEMO_CAMPAIGN: CampaignSettingsInput & SmfCampaignOptions = {
  name: "Demo: The Anniversary Run",
  storyPointGoal: 20,
  allowVehicles: false,
  allowAlternatePowerLevels: true,
  advancement: "RANDOM",
  socialScienceVariant: "CH2",
  reportConfirmation: "NONE",
  teamControl: "ANYONE",
  appDiceOnly: false,
};

export interface DemoTeamPlan {
  owner: DemoPlayer;
  name: string;
  alignment: TeamAlignmentValue;
  notes: string;
  /** Names from SAMPLE_CHARACTERS (lib/rules/smf/data/sample-characters.ts), in roster order. */
  samples: readonly string[];
}

/**
 * Heroes and villains by the samples' taglines and backgrounds; one of each archetype per team
 * (L238). Craniak's printed card takes Resistance, which the Mentalist minor list does not offer
 * (smf-data.md §9): see DEMO_BUILD_FIXES.
 */
export const DEMO_TEAMS = {
  heroes: {
    owner: "organiser",
    name: "The Night Shift",
    alignment: "HEROES",
    notes: "Demo team: four of the book's sample characters, patrolling after dark.",
    samples: ["Deadeye", "Bug-Man", "Shatterer", "Prof. Weird"],
  },
  villains: {
    owner: "rival",
    name: "Iron Syndicate",
    alignment: "VILLAINS",
    notes: "Demo team: the sample villains, with a plan for every city block.",
    samples: ["The Commander", "Tornado", "White Rhino", "Craniak"],
  },
} as const satisfies Record<string, DemoTeamPlan>;
export type DemoSide = keyof typeof DEMO_TEAMS;

/**
 * Sample cards that break a rule as printed, and the legal pick the demo uses instead, so every
 * character passes validateCharacter. Craniak: Iron Will in place of Resistance (L411–L412).
 */
export const DEMO_BUILD_FIXES: Record<string, { from: string; to: "iron-will" }> = {
  Craniak: { from: "resistance", to: "iron-will" },
};

type Achievements = Omit<TeamBattleReport, "teamId" | "result" | "fieldedCharacterIds" | "knockedOut" | "fragmentCarrierIds" | "artifactCarrierId">;

export interface DemoKnockout extends Omit<KnockedOutCharacter, "characterId"> {
  name: string;
}

export interface DemoSideReport {
  knockedOut: DemoKnockout[];
  achievements?: Achievements;
  /** Seek and Find: fragment carriers, by name (only those fielded are reported). */
  fragmentCarriers?: string[];
  /** Alien Artifact: its holder at the end, by name (left out if not fielded). */
  artifactCarrier?: string;
}

export interface DemoBattlePlan {
  scenario: ScenarioId;
  specialEvent: SpecialEventId;
  /** Who sets the battle up and reports it (both players take a turn). */
  reportedBy: DemoPlayer;
  winner: DemoSide | "draw";
  /** Seeds of the app's dice for the pre-battle and for the post-battle sequence. */
  preBattleSeed: number;
  postBattleSeed: number;
  report: Record<DemoSide, DemoSideReport>;
}

/**
 * Three issues that between them show a win each, KOs on every track, scenario and event
 * achievements, milestones with bumps, and every kind of injury outcome. With these seeds: a
 * grievous injury sits out issue #2, Deadeye is captured in #2 (a rescue waits), and Craniak
 * falls for good in #3 (in memoriam).
 */
export const DEMO_BATTLES: readonly DemoBattlePlan[] = [
  {
    scenario: "rooftop-rumble",
    specialEvent: "civilians",
    reportedBy: "organiser",
    winner: "heroes",
    preBattleSeed: 101,
    postBattleSeed: 16,
    report: {
      heroes: { knockedOut: [{ name: "Shatterer", track: "body", furtherHarm: 0 }], achievements: { civiliansRescued: 2 } },
      villains: {
        knockedOut: [
          { name: "Craniak", track: "body", furtherHarm: 0 },
          { name: "Tornado", track: "psyche", furtherHarm: 1 },
        ],
        achievements: { civiliansRescued: 1 },
      },
    },
  },
  {
    scenario: "the-fissure",
    specialEvent: "traps",
    reportedBy: "rival",
    winner: "villains",
    preBattleSeed: 201,
    postBattleSeed: 202,
    report: {
      heroes: {
        knockedOut: [
          { name: "Deadeye", track: "both", furtherHarm: 0 },
          { name: "Bug-Man", track: "body", furtherHarm: 0 },
        ],
        achievements: { riftClosedOrSecretsStolen: 0 },
      },
      villains: { knockedOut: [{ name: "White Rhino", track: "body", furtherHarm: 0 }], achievements: { riftClosedOrSecretsStolen: 1 } },
    },
  },
  {
    scenario: "seek-and-find",
    specialEvent: "alien-artifact",
    reportedBy: "organiser",
    winner: "heroes",
    preBattleSeed: 301,
    postBattleSeed: 302,
    report: {
      heroes: {
        knockedOut: [{ name: "Prof. Weird", track: "psyche", furtherHarm: 0 }],
        achievements: { fragmentsCarriedOff: 3 },
        fragmentCarriers: ["Prof. Weird", "Shatterer"],
        artifactCarrier: "Bug-Man",
      },
      villains: {
        knockedOut: [
          { name: "The Commander", track: "psyche", furtherHarm: 0 },
          { name: "Craniak", track: "body", furtherHarm: 1 },
        ],
        achievements: { fragmentsCarriedOff: 2 },
        fragmentCarriers: ["The Commander"],
      },
    },
  },
];

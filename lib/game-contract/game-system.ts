import type { z } from "zod";
import type { ActivityKind } from "@/lib/activity/activity-payload";
import type { GamePermissions } from "@/lib/authz/permissions";
import type { BattleStatus } from "@/lib/battles/battle-status";
import type { Dice } from "@/lib/rules/dice";

/**
 * The contract between Longbox's generic machinery (campaigns, teams, battles, ledger, standings,
 * export) and one game system. The generic services never name a game: they look the campaign's
 * system up in the registry (lib/games/registry.ts) and call these hooks. Each hook below is either
 * called by the generic code (the caller is named) or is a declared fact the named code reads.
 */

/** Every stored settings object carries the version of its schema (STORED AS JSON in Campaign.settings). */
export interface VersionedSettings {
  version: number;
}

/** One problem with a roster entry, worded for the person; a system may carry more (a rule reference). */
export interface RosterProblem {
  code: string;
  field: string;
  message: string;
}

export type RosterCheck<Problem extends RosterProblem> = { ok: true } | { ok: false; problems: Problem[] };

/** What a standings row offers a system to rank by: derived from the ledger and the battle record. */
export interface StandingsMetrics {
  /** Sum of every ledger delta in the system's main currency. */
  balance: number;
  /** Sum of the positive deltas. */
  earned: number;
  record: { played: number; won: number; lost: number; drawn: number };
  /**
   * The system's own numbers per team, read from its battles by its server side
   * (GameServer.standings.stats; e.g. a league's Levels incapacitated). Empty when it has none.
   */
  stats: Readonly<Record<string, number>>;
}

/** The balance of the system's main currency that wins the campaign. */
export interface CampaignGoal {
  amount: number;
  /** The currency's name in a sentence: "story points". */
  unit: string;
  /** Its abbreviation in a list: "SP". */
  short: string;
  /** The settings field that holds it, on the campaign form ("storyPointGoal"). */
  field: string;
  /** The goal in a sentence: "story point goal". */
  label: string;
}

/** One ledger row a new team starts with (the team's id, actor and idempotency key are the caller's). */
export interface StartingLedgerEntry {
  currency: string;
  delta: number;
  reason: string;
  /** Why the team holds it, shown in its ledger. */
  note: string;
}

/** A battle result per team, as the generic battle tables store it (BattleTeam.result): one of the game's BattleResultKind ids. */
export type TeamResult = string;

export interface RecordedResult {
  /** One line per team in the order given. */
  teams: Array<{ teamId: string; result: TeamResult }>;
  /** Every die the result used, for the roll log. */
  rolls: Array<{ purpose: string; label: string; sides: number; faces: number[]; teamId?: string }>;
}

/**
 * How a system's battles are played.
 * - `staged`: the battle moves through the system's own stages (SMF: set-up → pre-battle → report
 *   → post-battle), each served by the system's battle screens and services (its folders under
 *   lib/games/<game> and components/games/<game>); the names label the stepper.
 * - `result-only`: no stages; lib/server/battles/record-battle-result.ts calls `recordResult` with
 *   the app's dice and stores the result as a resolved battle (each team's result one of the
 *   game's declared results).
 */
export type BattleFlow<Settings extends VersionedSettings = VersionedSettings> =
  | { kind: "staged"; stages: readonly string[] }
  | {
      kind: "result-only";
      recordResult(input: { settings: Settings; teams: Array<{ teamId: string; name: string }> }, dice: Dice): RecordedResult;
    };

/**
 * One result a battle can give a team (BattleTeam.result), declared by the game: its stored id,
 * the word a page shows, and how the standings' record counts it.
 */
export interface BattleResultKind {
  id: string;
  label: string;
  counts: "won" | "lost" | "drawn";
}

/** Won, lost or drawn: the results of a game that declares none of its own. */
export const WIN_LOSS_DRAW: readonly BattleResultKind[] = [
  { id: "WON", label: "Won", counts: "won" },
  { id: "LOST", label: "Lost", counts: "lost" },
  { id: "DRAW", label: "Draw", counts: "drawn" },
];

/**
 * A kind of dated record of play that is not a battle (GameSystem.sessions): an episode, a week of
 * downtime, an adventure. Its id is stored in PlaySession.kind.
 */
export interface SessionKind {
  id: string;
  /** One of them in a sentence: "episode". */
  one: string;
  /** Several of them, as a heading: "Episodes". */
  many: string;
}

/** What a game calls the sides of its campaign, for the generic pages ("team", "hero"). */
export interface RosterWords {
  one: string;
  many: string;
}

/**
 * The sides a game's teams take (GameSystem.roster.alignments), as the team form offers them: one
 * of `values` is stored in Team.alignment (text; its id is a game word: capitals, digits and `_`).
 */
export interface TeamAlignments {
  /** The form field's label ("Heroes or villains"). */
  label: string;
  /** A line under the field, when the game has one (SMF's rule on capturing a foe). */
  hint?: string;
  /** The sides in the form's order: the stored id and the word a page shows. The first is the form's default. */
  values: readonly { id: string; label: string }[];
}

/** Heroes or villains: the sides of SMF, Supers Unlimited and VSGMR teams. */
export const HEROES_OR_VILLAINS: TeamAlignments = {
  label: "Heroes or villains",
  values: [
    { id: "HEROES", label: "Heroes" },
    { id: "VILLAINS", label: "Villains" },
  ],
};

/**
 * A game system: what it is and which capabilities it has. Each capability is optional, and the
 * generic shell reads what a game declares instead of assuming battles (campaignPages,
 * lib/game-contract/campaign-pages.ts): a page a game does not declare is neither linked nor routed.
 */
export interface GameSystem<Settings extends VersionedSettings = VersionedSettings, Entry = unknown, Problem extends RosterProblem = RosterProblem> {
  /** Stored in Campaign.gameSystem; never changes once a campaign exists. */
  id: string;
  name: string;
  /** The edition of the rules this module follows (SMF's is the rules version its results carry). */
  rulesEdition: string;
  /**
   * The game's folder (lower case, digits and hyphens), the same name under lib/games/ and
   * components/games/: the generic routes load its pages from `components/games/<folder>/screens`
   * (and `public-screens`) when a page of one of its campaigns is drawn (components/games/registry.ts),
   * so a page carries no other game's client code, and its server side from
   * `lib/games/<folder>/server/index.ts`'s `server` (lib/games/server-registry.ts). Optional: a
   * system without a folder (a test-only one) has no pages nor server side, and its game pages answer 404.
   */
  folder?: string;
  /**
   * Whether a new campaign may choose the game (the new-campaign form, the front page's catalog).
   * A game in the catalog (lib/games/registry.ts) works everywhere for its campaigns at once; it is
   * offered once its screens are complete, and listed as coming until then.
   */
  offered?: boolean;
  settings: {
    /** The current version of the stored shape (the schema's `version` literal); another version is refused until migrated. */
    version: number;
    /** Validates Campaign.settings on every write and read (lib/game-contract/campaign-settings.ts). */
    schema: z.ZodType<Settings>;
    defaults: Settings;
    /**
     * The system's options among a flat form input (zod strips the other fields), used by
     * createCampaign and updateCampaignSettings.
     */
    fromInput(input: Record<string, unknown>): z.ZodSafeParseResult<Settings>;
    /**
     * Which settings the campaign's first play locks (its first battle or session:
     * Campaign.optionsLockedAt; updateCampaignSettings refuses a change of them afterwards). The
     * others may change at any time.
     */
    lockedByPlay: readonly (keyof Settings & string)[];
    /**
     * The game's own part of the campaign form (new campaign, campaign settings), as data: the
     * pages hand it to the one generic form (components/games/settings-fields.tsx), which draws it
     * in this order. Each field's name is a key of what `fromInput` reads. Optional: a system
     * without options of its own on the form (a test-only one) shows none.
     */
    form?: readonly SettingsFormSection[];
  };
  /**
   * Who the campaign's sides are: teams of a league, forces of a series, a group's heroes. Each is
   * a Team row with its entries. Without it the campaign has no team pages.
   */
  roster?: {
    /** What the pages call one side and several; "team" and "Teams" when left out. */
    words?: RosterWords;
    /**
     * The sides a team may take (heroes or villains…), checked by createTeam and updateTeam and
     * offered by the team form. Left out: the game's teams take none, the form shows no field and
     * Team.alignment stays null.
     */
    alignments?: TeamAlignments;
    /** The server's check of one roster entry against the campaign's settings and the rest of the roster (validateForTeam). */
    validateEntry(settings: Settings, candidate: Entry, roster: readonly Entry[]): RosterCheck<Problem>;
    /**
     * The ledger rows a new side starts with, written in its own transaction by insertTeam
     * (lib/server/teams/create-team.ts) for a founded side and for one read from a file.
     */
    startingLedger(settings: Settings, origin: "founded" | "imported"): readonly StartingLedgerEntry[];
  };
  /** Battles between the roster's sides, and the results they give. Without it nothing speaks of battles. */
  battles?: BattleFlow<Settings> & {
    /** The results a battle gives a team; won, lost and drawn (WIN_LOSS_DRAW) when left out. */
    results?: readonly BattleResultKind[];
  };
  /**
   * The statuses this game's battles pass through (Battle.status, stored as text; the words and
   * their meanings are in lib/battles/battle-status.ts). battleChanged (lib/server/battles/battle-changed.ts)
   * refuses, on every change of a battle, a status its game does not declare. Absent: the generic
   * ones (GENERIC_BATTLE_STATUSES), which a result-only system's resolved battles use.
   */
  battleStatuses?: readonly BattleStatus[];
  /**
   * The kinds of "recent activity" line this game's own services write beyond the generic ones
   * (GENERIC_ACTIVITY_KINDS in lib/activity/activity-kinds.ts; ActivityEvent.kind is stored as
   * text), each with its payload shape in lib/activity/activity-payload.ts. The game's campaign
   * file reader accepts these and the generic ones (activityKindsOf). Absent: none.
   */
  activityKinds?: readonly ActivityKind[];
  /**
   * Dated records of play that are not battles (episodes, weeks, adventures), kept in PlaySession
   * (lib/server/sessions). Without it the campaign has no sessions page.
   */
  sessions?: {
    kinds: readonly SessionKind[];
  };
  /** The order of the standings; without it the campaign shows its sides with no table. */
  standings?: {
    /** The order of the standings (listCampaignTeams), under the campaign's settings; ties keep the founding order. */
    compare(a: StandingsMetrics, b: StandingsMetrics, settings: Settings): number;
  };
  /**
   * The balance that ends the campaign, when the system has one (SMF's story-point goal), shown
   * by the campaign pages and lists (getCampaign, listMyCampaigns); without it (or null) the
   * campaign plays on until its group stops (a league, a series).
   */
  goal?(settings: Settings): CampaignGoal | null;
  /** The points a side's ledger holds. Without it the campaign keeps no ledger of its own. */
  ledger?: {
    /** The currencies a side's ledger holds in this system (the first is the one standings sum). */
    currencies: readonly { id: string; name: string }[];
    /** Whether a ledger row (currency and reason, stored as text) is one this system writes; called by isLedgerEntry (lib/server/story-points/ledger-reason.ts). */
    isEntry(entry: { currency: string; reason: string }): boolean;
  };
  /**
   * The pages the game draws (its screens object has exactly these; a test holds them to it). A
   * page it does not list is neither linked nor routed: its address answers 404.
   */
  pages: readonly GamePage[];
  /**
   * The game's own permission verbs, beside the generic ones (lib/authz/permissions.ts): each
   * `<prefix>:<verb>` (the prefix the game's, no generic verb's: the registry refuses a game that
   * breaks this) granted to the same role groups (EVERYONE, RUNNERS, PLAYERS; `ownerRoles` for a
   * team's owner). Its actions ask for them through its action builders, its pages and services
   * through can(…, { game }); each has its rows in the game's authorization matrix
   * (lib/games/<game>/testing/authz-rows.ts). Absent: the game asks only generic verbs.
   */
  permissions?: GamePermissions;
  /** The campaign file's format id (lib/export); a file of another system is refused by format. None: no campaign files. */
  exportFormat?: string;
  /**
   * How Longbox's front page (app/page.tsx) presents the game to someone without an account: a line
   * saying what it is and, when the game has one, its try-it page at /try/<slug> (app/try/[game]),
   * drawn by its `rulesBuilder` screen. Optional: a test-only system has none and is not listed.
   */
  catalog?: GameCatalog;
}

/**
 * The pages a game can draw itself (its screens, components/games/<game>/screens.ts), by name.
 * A game lists the ones it has in GameSystem.pages, so generic code that never loads a game's
 * components (the campaign's tabs, the dashboard's buttons, an action's redirect) knows which exist.
 */
export const GAME_PAGES = [
  "battleList",
  "newBattle",
  "battle",
  "session",
  "team",
  "newCharacter",
  "character",
  "editCharacter",
  "spend",
  "ledger",
  "journal",
  "importTeam",
  "publicTeam",
  "publicCampaign",
  "rulesBuilder",
  "rulesSamples",
] as const;
export type GamePage = (typeof GAME_PAGES)[number];

/** One field of a game's part of the campaign form (GameSystem.settings.form). */
export type SettingsField =
  | {
      kind: "number";
      name: string;
      label: string;
      hint?: string;
      min?: number;
      max?: number;
      required?: boolean;
      /** Once the first battle locked the options, the field may only go up from the stored value, and says so with this hint. */
      raiseOnlyOnceLocked?: { hint: string };
    }
  | { kind: "select"; name: string; label: string; hint?: string; options: readonly { value: string; label: string }[] }
  | { kind: "checkbox"; name: string; label: string; hint?: string }
  /**
   * A list chosen with a box per option: each box posts its own field (`option.name`, "on"), and
   * the form also posts `name` empty to say it asked; the stored value is the chosen values,
   * comma-separated (as the form reads a stored list). Its errors show under the boxes.
   */
  | { kind: "checkboxes"; name: string; options: readonly { value: string; label: string; name: string }[] };

/** A part of a game's campaign form: a fieldset with a legend, or (no legend) its fields alone. */
export interface SettingsFormSection {
  /** Names the section's notes for assistive technology (`<id>-locked`, `<id>-hint`). */
  id: string;
  legend?: string;
  /** A line under the legend. */
  intro?: string;
  /**
   * Whether the first battle locks the section's fields (their names are in `lockedByPlay`): they
   * show disabled, with `lockedNote` when it is given, and their stored values are posted unchanged.
   */
  locksWithPlay?: boolean;
  lockedNote?: string;
  fields: readonly SettingsField[];
}

/** A game's front-page listing (GameSystem.catalog). */
export interface GameCatalog {
  /** Its part of the try-it address (/try/<slug>): lower case, digits and hyphens. */
  slug: string;
  /** One sentence: what the game is and what Longbox runs of it. */
  line: string;
  /** The try-it link's words ("Try the card builder"), or null when the game has no public page yet. */
  tryIt: string | null;
}

/** A registered system of any settings and roster types: what the registry hands to generic code. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry is keyed at run time; each system is typed where it is written
export type AnyGameSystem = GameSystem<any, any, any>;

/** A system as the campaign form lists it: the registered ones, and those still to come. */
export interface GameSystemListing {
  id: string;
  name: string;
  rulesEdition: string;
  isAvailable: boolean;
}

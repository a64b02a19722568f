import type { D6Roll, GoalRoll, TnCheck, ThrownDie } from "../../dice";
import type { BackgroundId, Bump, BumpTable, CheckCategory, MarchOfSciencePool, PowerChoices, PowerId } from "../character";
import type { BumpRow } from "../data/bump-tables";
import type { InjuryOutcome } from "../data/injury-table";
import type { PostBattleSpecialId, ScenarioId } from "../data/scenarios";
import type { SpecialEventId } from "../data/special-events";
import type { RosterOptions } from "../roster/check-pool";
import type { RuleError } from "../rule-failure";
import type { RuleReference } from "../rule-reference";
import type { StoryPointLedgerEntry, StoryPointReason } from "../story-points/ledger";
import type { SmfTeamState } from "../team";

// ---------------------------------------------------------------------------------------------
// Input: the battle report, the campaign options and the players' choices.

/** Won, lost, or a draw for everyone (Ruling R9). More than two teams: one winner (Ruling R10). */
export type BattleResult = "won" | "lost" | "draw";

/** A character that ended the battle KO'ed (L2579). Henchmen groups: the group was wiped out. */
export interface KnockedOutCharacter {
  characterId: string;
  /** Which damage tracks it was KO'ed on: both → 1D6 − 2 (L2581). */
  track: "body" | "psyche" | "both";
  /** Combat actions foes spent harming it while KO'ed since it was last healed (L1689–L1691). */
  furtherHarm: number;
  /** The Vampire that KO'ed it in melee with its drain (−1 on the injury roll, thrall on death, L1151). */
  vampireId?: string;
  /** A heroic character put it down: a death becomes a capture on a 2+ Chance roll (L2595).
   *  Default: true when the injuring team's alignment is "heroes". */
  isPutDownByHero?: boolean;
  /** The team that injured it: Settle the Score and captors. Required with more than two teams
   *  (Ruling R10); with two teams it defaults to the other team. */
  injuredByTeamId?: string;
}

/** One team's part in the battle: result, line-up, and the scenario and event achievements. */
export interface TeamBattleReport {
  teamId: string;
  result: BattleResult;
  fieldedCharacterIds: string[];
  knockedOut: KnockedOutCharacter[];
  /** Seek and Find: fragments this team carried off (majority +1 SP, L2260). */
  fragmentsCarriedOff?: number;
  /** Seek and Find: characters who carried a fragment off (Power Switch, L2273). */
  fragmentCarrierIds?: string[];
  /** The Fissure: rift closings and secrets stolen (+1 SP, at most +1 per team, L2378). */
  riftClosedOrSecretsStolen?: number;
  /** Alien Artifact: the character holding it at the end (+1 SP, L2463). */
  artifactCarrierId?: string;
  /** Civilians: how many this team escorted off the table (+1 SP each, at most +2, L2467). */
  civiliansRescued?: number;
  /** Rogue Alien Diplomat: held by this team at the end (+1 SP, L2541). */
  hasDiplomat?: boolean;
  /** Toga-Wearing Space God: each character who tried to commune, with the goals of its best
   *  TN4 check this battle (benefits once per character per battle, L2553). The TN rises by the
   *  character's curses (L2473). */
  spaceGodCommunions?: Array<{ characterId: string; goals: number }>;
  /** Fortress Assault: this team defended the fortress; losing the battle loses its base. */
  isFortressDefender?: boolean;
  /** The team lost its base in this battle (Ruling R16), whatever the scenario. */
  hasLostBase?: boolean;
}

export interface BattleReport {
  /** The battle's issue number (Bump.issue, base.wonInIssue, ledger links). */
  issue: number;
  scenarioId: ScenarioId;
  specialEventId?: SpecialEventId;
  teams: TeamBattleReport[];
  /** Captives rescued by this battle or released by the group (Ruling R19). */
  releasedCharacterIds?: string[];
}

export interface SmfCampaignOptions extends RosterOptions {
  /** Phase 4 ends the campaign when a balance reaches this (L2700). */
  storyPointGoal: number;
  /** Players choose bump rows instead of rolling; Weird bumps are still rolled (L2690). */
  isAdvancementNonRandom?: boolean;
}

/** A Phase 2 bump for one member. Consecutive pairs in a team's list are one milestone. */
export interface BumpPick {
  characterId: string;
  table: BumpTable;
  /** Non-random advancement only: the row chosen (never for Weird, L2690). */
  row?: BumpRow;
  /** Martial "roll twice and pick": rows in order of preference; default the first die. */
  preferredRows?: BumpRow[];
  /** †† rows: backgrounds in order of preference; default the character's own order. */
  preferredBackgrounds?: BackgroundId[];
  /** Esoteric 3: the minor power gained. Left out, the bump is recorded and the power is asked for later. */
  newPower?: PowerId;
  newPowerChoices?: PowerChoices;
  /** Esoteric 6: which defense gets the Re-roll; default Psyche defense. */
  pool?: "psyche-defense" | "melee-defense";
}

/** A post-battle special check (Media Blitz, Power Switch, Crossover, Followup, March of Science). */
export interface SpecialCheckChoice {
  characterId: string;
  category: CheckCategory;
  /** Power Switch: the minor power given up and the one taken, used on a success. */
  swap?: { from: PowerId; to: PowerId; choices?: PowerChoices };
  /** The March of Science: the teammate and pool that get the Re-roll on a success (a combat or non-combat pool, L2451). */
  teammateId?: string;
  pool?: MarchOfSciencePool;
}

export interface SpecialChoices {
  /** A New Fastness: the winner keeps the fortress as its base. Default false. */
  takeFortress?: boolean;
  /** The checks to make. Left out, `suggestSpecialChecks` picks them (none for March of Science). */
  checks?: SpecialCheckChoice[];
}

/** A Phase 3 story-point spend (and the other spends the book allows between games). */
export type StoryPointSpend =
  | { kind: "guest-star"; teamId: string }
  | { kind: "vehicle"; teamId: string; vehicleId?: string }
  | { kind: "quiver"; teamId: string; characterId: string; quiver: PowerId[] }
  | { kind: "grimoire"; teamId: string; characterId: string; grimoire: { major: PowerId; minors: PowerId[] } }
  | { kind: "curse-lift"; teamId: string; characterId: string };

export interface PostBattleChoices {
  /** Vampire thralls: the minor power each new thrall gets, keyed by the dead foe's id (L1033). */
  thrallPowers?: Record<string, PowerId>;
  special?: SpecialChoices;
  /** Magic Artifact bearers whose upkeep the team declines: they arrive at round 3 (L898). */
  declinedArtifactUpkeep?: string[];
  /** Bump picks by team id. Left out, `suggestBumpAllocation` picks them. */
  bumps?: Record<string, BumpPick[]>;
  /** Phase 3 spends, in order. */
  spends?: StoryPointSpend[];
}

export interface PostBattleInput {
  report: BattleReport;
  /** Every team of the campaign (those that did not fight only take part in Phases 3 and 4). */
  teams: SmfTeamState[];
  options: SmfCampaignOptions;
  choices?: PostBattleChoices;
}

/** A rule problem with the input or a choice. Validation returns every one it finds. */
export interface PostBattleProblem {
  code: string;
  message: string;
  teamId?: string;
  characterId?: string;
  /** The book line or ruling the problem cites; never inside `message`. */
  rule?: RuleReference;
}

// ---------------------------------------------------------------------------------------------
// The state the sequence folds and the events it emits.

/** STORED AS JSON (post-battle snapshots). Changing it needs a data migration. */
export interface PostBattleState {
  issue: number;
  teams: SmfTeamState[];
  /** Phase 1 → Phase 2: characters whose injury roll was Inspired Recovery (+1 SP each). */
  inspiredRecoveries: Array<{ teamId: string; characterId: string }>;
  /** Aftermath → Phase 2: bases lost this battle and how many battles each was held (Ruling R16). */
  lostBases: Array<{ teamId: string; battlesWhileHeld: number }>;
  /** Set by Phase 4 when a balance reaches the goal (Ruling R14). */
  campaignEnd?: { winnerTeamIds: string[]; goal: number };
}

export const POST_BATTLE_SEQUENCE = [
  { step: "aftermath", phase: 1 },
  { step: "injuries", phase: 1 },
  { step: "scenario-special", phase: 1 },
  { step: "story-points", phase: 2 },
  { step: "bumps", phase: 2 },
  { step: "special-guest-stars", phase: 3 },
  { step: "tally", phase: 4 },
] as const;
export type PostBattleStepId = (typeof POST_BATTLE_SEQUENCE)[number]["step"];

interface EventBase {
  step: PostBattleStepId;
  teamId?: string;
  characterId?: string;
  /** Every die thrown for this event, in throw order (first throws and re-rolls). */
  dice: ThrownDie[];
  /** One plain-language line, e.g. "4D [2,4,6,5] = 3 goals → +1; D6 4 − 1 (KO'ed) + 1 = 4 → Light injury". */
  summary: string;
}

export interface InjuryRollRecord {
  preRoll: GoalRoll;
  bonus: number;
  d6: D6Roll;
  /** Every modifier added to the D6, in order, e.g. [{ label: "KO'ed", value: -1 }]. */
  modifiers: Array<{ label: string; value: number }>;
  total: number;
  tableOutcome: InjuryOutcome;
  /** Hero's capture roll when the table said dead and a hero put it down (L2595). */
  captureRoll?: GoalRoll;
  outcome: InjuryOutcome;
}

/**
 * Everything the sequence reports. STORED AS JSON (post-battle events); changing a variant needs
 * a data migration.
 */
export type PostBattleEvent = EventBase &
  (
    | { kind: "note" }
    | { kind: "next-battle-effects-cleared" }
    | { kind: "base-held"; battlesWhileHeld: number }
    | { kind: "base-lost"; battlesWhileHeld: number }
    | { kind: "released" }
    | { kind: "no-injury-roll"; reason: "immortal" | "henchmen" | "vehicle" }
    | { kind: "injury"; roll: InjuryRollRecord }
    | { kind: "thrall"; vampireId: string; roll: GoalRoll; thrallId?: string; isVampire: boolean }
    | { kind: "fortress"; isTaken: boolean }
    | { kind: "special-check"; special: PostBattleSpecialId; check: TnCheck; subplotDice?: number }
    | { kind: "story-points"; entry: StoryPointLedgerEntry }
    | { kind: "story-points-not-paid"; reason: StoryPointReason; amount: number }
    | { kind: "milestone"; milestone: number }
    | { kind: "bump"; bump: Bump; needsPowerChoice: boolean }
    | { kind: "spend-refused"; spend: StoryPointSpend; error: StoryPointSpendError }
    /**
     * `goal`: the story-point goal the tally was run against. The goal may be raised later (Ruling
     * R14), so a replay of this battle takes it from here, not from the campaign. Absent on tallies
     * stored before it was recorded.
     */
    | { kind: "tally"; balances: Array<{ teamId: string; balance: number; earned: number }>; winnerTeamIds: string[]; goal?: number }
  );

export type PostBattleEventKind = PostBattleEvent["kind"];

export type StepResult = { ok: true; state: PostBattleState; events: PostBattleEvent[] } | { ok: false; problems: PostBattleProblem[] };

export type StoryPointSpendErrorCode =
  | "insufficient-balance"
  | "unknown-team"
  | "unknown-character"
  | "vehicles-not-allowed"
  | "not-a-vehicle"
  | "no-archery"
  | "invalid-quiver"
  | "no-sorcery"
  | "invalid-grimoire"
  | "target-not-cursed";

export type StoryPointSpendError = RuleError<StoryPointSpendErrorCode>;

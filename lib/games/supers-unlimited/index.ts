import { PLAYERS, RUNNERS } from "@/lib/authz/permissions";
import {
  ALIGNMENT_TEAM_RESTS,
  GAME_SIZES,
  GIMMICK_CHOICE_RULES,
  LEVEL_BLOCK_BASES,
  LEVEL_BLOCK_ROUNDINGS,
  MAX_AGREED_LEVELS,
  MIN_AGREED_LEVELS,
  SU_RULES_VERSION,
  validateEntry,
  type SuCard,
  type SuProblem,
} from "@/lib/rules/supers-unlimited";
import { HEROES_OR_VILLAINS, type GameSystem, type SettingsFormSection } from "@/lib/game-contract/game-system";
import { SU_ACTIVITY_KINDS, SU_BATTLE_STATUSES } from "./game-words";
import { SU_DEFAULT_SETTINGS, SU_SETTINGS_VERSION, suLeagueSettingsSchema, suRosterSettings, suSettingsFromForm, type SuLeagueSettings } from "./campaign-settings";

export { SU_DEFAULT_SETTINGS, SU_SETTINGS_VERSION, suLeagueSettingsSchema, type SuLeagueSettings } from "./campaign-settings";

/** The ledger currencies of a league: the VP that rank it (SU L1352, L1396). */
export const SU_VP_CURRENCY = "vp";
export const SU_LEDGER_REASONS = ["BATTLE_VP", "CORRECTION"] as const;
export const SU_CAMPAIGN_EXPORT_FORMAT = "longbox.supers-unlimited.league";
/** The standings stat of the Levels of enemy models a team Incapacitated (SU-R40; GameServer.standings.stats). */
export const SU_LEVELS_INCAPACITATED = "levelsIncapacitated";

const ROUNDING_LABELS: Record<(typeof LEVEL_BLOCK_ROUNDINGS)[number], string> = { started: "A started block counts", full: "Only full blocks count" };
const BASIS_LABELS: Record<(typeof LEVEL_BLOCK_BASES)[number], string> = { "game-size": "Counted in the game's Levels", "team-levels": "Counted in the team's own Levels" };
const REST_LABELS: Record<(typeof ALIGNMENT_TEAM_RESTS)[number], string> = { "anti-heroes-only": "Only Anti-Heroes", anyone: "Anyone (the book's letter)" };
const GIMMICK_LABELS: Record<(typeof GIMMICK_CHOICE_RULES)[number], string> = { "class-or-any": "Its own Class's or an Any Gimmick", "any-gimmick": "Any Gimmick" };
const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));

/**
 * A league's options on the campaign form: the game size every line-up is built to, the book's
 * optional rules, and the readings of its unclear rules (RULINGS.md). The team building ones are
 * locked by the first battle (lockedByPlay).
 */
const SU_SETTINGS_FORM: readonly SettingsFormSection[] = [
  {
    id: "league",
    legend: "Game size",
    locksWithPlay: true,
    lockedNote: "Teams were built to these: the league's first battle locked them.",
    fields: [
      {
        kind: "select",
        name: "gameSize",
        label: "Game size",
        options: GAME_SIZES.map((size) => ({ value: size.id, label: size.levels === null ? size.name : `${size.name} (${size.levels} Levels)` })),
        hint: "The Levels each team brings to a battle.",
      },
      {
        kind: "number",
        name: "agreedLevels",
        label: "Agreed Levels",
        min: MIN_AGREED_LEVELS,
        max: MAX_AGREED_LEVELS,
        hint: "For an agreed game size, or a Secret Crisis Event above 50 Levels; leave empty otherwise.",
      },
      {
        kind: "select",
        name: "levelBlockRounding",
        label: "Guest Stars and Henchmen per 25 Levels",
        options: optionsOf(LEVEL_BLOCK_ROUNDINGS, ROUNDING_LABELS),
        hint: "Ruling SU-R32: how a part of 25 Levels counts.",
      },
      { kind: "select", name: "levelBlockBasis", label: "Blocks of 25 Levels counted in", options: optionsOf(LEVEL_BLOCK_BASES, BASIS_LABELS) },
      { kind: "select", name: "alignmentTeamRest", label: "The rest of an Alignment Team", options: optionsOf(ALIGNMENT_TEAM_RESTS, REST_LABELS), hint: "Ruling SU-R33." },
      { kind: "checkbox", name: "telekinesisThrows", label: "Telekinesis gives a Throw", hint: "Ruling SU-R22: rolled with Aim." },
      {
        kind: "select",
        name: "gimmickChoice",
        label: "Each Class picks",
        options: optionsOf(GIMMICK_CHOICE_RULES, GIMMICK_LABELS),
        hint: "Ruling SU-R36, when Gimmicks are played.",
      },
    ],
  },
  {
    id: "optional-rules",
    legend: "Optional rules",
    fields: [
      { kind: "checkbox", name: "useSubplots", label: "Subplots", hint: "Each player rolls a Subplot for extra VP." },
      { kind: "checkbox", name: "useGimmicks", label: "Gimmicks", hint: "Played only if every player agrees." },
      { kind: "checkbox", name: "usePlasmaX", label: "Plasma X" },
      { kind: "checkbox", name: "useTerrainRoll", label: "Terrain Roll decides the deployment" },
    ],
  },
  {
    id: "dice",
    legend: "Dice and scoring",
    fields: [
      { kind: "checkbox", name: "powExplodes", label: "A POW throws an extra die", hint: "Ruling SU-R2." },
      { kind: "checkbox", name: "extraDiceExplode", label: "Extra dice can POW again", hint: "Ruling SU-R3." },
      { kind: "number", name: "battleOfWitsTn", label: "Battle of Wits TN", min: 2, max: 10, hint: "Ruling SU-R14: the book gives none." },
      { kind: "checkbox", name: "scoreTiesAtZero", label: "A scenario nobody scores gives each side 1 VP", hint: "Ruling SU-R17." },
      {
        kind: "checkbox",
        name: "levelsTiebreak",
        label: "Levels Incapacitated break a tie in the table",
        hint: "Ruling SU-R40: after VP and wins, the Levels of enemy models a team Incapacitated.",
      },
    ],
  },
];

/**
 * Supers Unlimited behind the GameSystem contract: a league of battles scored in VP (the book has
 * no campaign rules; lib/rules/supers-unlimited/RULINGS.md SU-R40 says how we rank it).
 */
export const supersUnlimited = {
  id: "SUPERS_UNLIMITED",
  name: "Supers Unlimited",
  rulesEdition: `Version 4.1 (2018) · ${SU_RULES_VERSION}`,
  folder: "supers-unlimited",
  offered: true,
  catalog: {
    slug: "supers-unlimited",
    line: "A league of one-off battles between teams of character cards built to a Levels budget: set-up tables, scenarios, Subplots, Gimmicks and Plasma X, scored in Victory Points.",
    tryIt: "Try the card builder",
  },
  settings: {
    version: SU_SETTINGS_VERSION,
    schema: suLeagueSettingsSchema,
    defaults: SU_DEFAULT_SETTINGS,
    fromInput: suSettingsFromForm,
    // What a team was built against: changing it once battles are played would re-judge every roster.
    lockedByPlay: ["gameSize", "agreedLevels", "levelBlockRounding", "levelBlockBasis", "alignmentTeamRest", "telekinesisThrows", "gimmickChoice"],
    form: SU_SETTINGS_FORM,
  },
  roster: {
    alignments: HEROES_OR_VILLAINS,
    validateEntry: (settings, candidate, roster) => validateEntry(suRosterSettings(settings), candidate, roster),
    // A league team starts with no VP.
    startingLedger: () => [],
  },
  battles: { kind: "staged", stages: ["set-up", "play", "result"] },
  battleStatuses: SU_BATTLE_STATUSES,
  activityKinds: SU_ACTIVITY_KINDS,
  standings: {
    // SU-R40: VP, then wins, then the Levels of enemy models Incapacitated, then fewer games played (a better rate).
    compare: (a, b, settings) =>
      b.balance - a.balance ||
      b.record.won - a.record.won ||
      (settings.levelsTiebreak ? (b.stats[SU_LEVELS_INCAPACITATED] ?? 0) - (a.stats[SU_LEVELS_INCAPACITATED] ?? 0) : 0) ||
      a.record.played - b.record.played,
  },
  // The pages it draws (components/games/supers-unlimited/screens.ts).
  pages: [
    "team",
    "newCharacter",
    "character",
    "editCharacter",
    "publicTeam",
    "publicCampaign",
    "importTeam",
    "battleList",
    "newBattle",
    "battle",
    "ledger",
    "journal",
    "rulesBuilder",
  ],
  ledger: {
    currencies: [{ id: SU_VP_CURRENCY, name: "Victory points" }],
    isEntry: (entry) => entry.currency === SU_VP_CURRENCY && (SU_LEDGER_REASONS as readonly string[]).includes(entry.reason),
  },
  // Its own verbs (lib/authz/permissions.ts has the generic ones): the league's set-up roll, Gimmicks and Plasma X.
  permissions: {
    prefix: "su",
    verbs: {
      /** The set-up's rolls (scenario, Subplots…), for a battle one of the member's teams plays in. */
      "su:roll-set-up": { roles: RUNNERS, ownerRoles: PLAYERS },
      /** A Gimmick played at the table for a side: the owner of that very side, or an organiser. */
      "su:record-gimmick": { roles: RUNNERS, ownerRoles: PLAYERS },
      /** A Super's Plasma X roll for a side: the owner of that very side, or an organiser. */
      "su:roll-plasma-x": { roles: RUNNERS, ownerRoles: PLAYERS },
      /** A team's pool of Gimmicks, chosen before its battles. */
      "su:choose-gimmick-pool": { roles: RUNNERS, ownerRoles: PLAYERS },
      /** A result for a battle that did not end through its tracked Endgame: conceded, abandoned, or entered after the fact (Ruling SU-R44). */
      "su:end-otherwise": { roles: RUNNERS },
    },
  },
  exportFormat: SU_CAMPAIGN_EXPORT_FORMAT,
} satisfies GameSystem<SuLeagueSettings, SuCard, SuProblem>;

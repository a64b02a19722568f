import { SU_RULES_VERSION, validateEntry, type SuCard, type SuProblem } from "@/lib/rules/supers-unlimited";
import { HEROES_OR_VILLAINS, type GameSystem } from "@/lib/game-contract/game-system";
import { SU_ACTIVITY_KINDS, SU_BATTLE_STATUSES } from "./game-words";
import { SU_DEFAULT_SETTINGS, SU_SETTINGS_VERSION, suLeagueSettingsSchema, suRosterSettings, suSettingsFromForm, type SuLeagueSettings } from "./campaign-settings";

export { SU_DEFAULT_SETTINGS, SU_SETTINGS_VERSION, suLeagueSettingsSchema, type SuLeagueSettings } from "./campaign-settings";

/** The ledger currencies of a league: the VP that rank it (SU L1352, L1396). */
export const SU_VP_CURRENCY = "vp";
export const SU_LEDGER_REASONS = ["BATTLE_VP", "CORRECTION"] as const;
export const SU_CAMPAIGN_EXPORT_FORMAT = "longbox.supers-unlimited.league";
/** The standings stat of the Levels of enemy models a team Incapacitated (SU-R40; GameServer.standings.stats). */
export const SU_LEVELS_INCAPACITATED = "levelsIncapacitated";

/**
 * Supers Unlimited behind the GameSystem contract: a league of battles scored in VP (the book has
 * no campaign rules; lib/rules/supers-unlimited/RULINGS.md SU-R40 says how we rank it).
 */
export const supersUnlimited = {
  id: "SUPERS_UNLIMITED",
  name: "Supers Unlimited",
  rulesEdition: `Version 4.1 (2018) · ${SU_RULES_VERSION}`,
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
  exportFormat: SU_CAMPAIGN_EXPORT_FORMAT,
} satisfies GameSystem<SuLeagueSettings, SuCard, SuProblem>;

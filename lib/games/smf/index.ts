import {
  isSmfLedgerEntry,
  SMF_LEDGER_CURRENCY,
  SMF_RULES_VERSION,
  STARTING_STORY_POINTS,
  type SmfLedgerReason,
  validateCharacter,
  type Problem,
  type SmfCharacter,
} from "@/lib/rules/smf";
import { CAMPAIGN_EXPORT_FORMAT } from "@/lib/games/smf/export/campaign-export-schema";
import { GAME_PAGES, HEROES_OR_VILLAINS, type GameSystem } from "@/lib/game-contract/game-system";
import { SMF_ACTIVITY_KINDS, SMF_BATTLE_STATUSES } from "./game-words";
import { SMF_DEFAULT_SETTINGS, SMF_SETTINGS_VERSION, smfCampaignSettingsSchema, smfSettingsFromForm, type SmfCampaignSettings } from "./campaign-settings";
import { rosterOptions } from "./roster-options";

export { SMF_DEFAULT_SETTINGS, SMF_SETTINGS_VERSION, smfCampaignSettingsSchema, type SmfCampaignSettings } from "./campaign-settings";
export { rosterOptions } from "./roster-options";

/**
 * Super Mission Force behind the GameSystem contract. It wraps the rules library (lib/rules/smf)
 * rather than moving it: the battle pages and services in lib/server/battles still serve its
 * staged battles directly (issue 14 moves them behind the contract).
 */
export const superMissionForce = {
  id: "SUPER_MISSION_FORCE",
  name: "Super Mission Force",
  rulesEdition: SMF_RULES_VERSION,
  catalog: {
    slug: "super-mission-force",
    line: "A campaign of linked battles as comic issues: subplots before each fight, injuries, story points, milestone bumps and guest stars after it, toward the anniversary issue.",
    tryIt: "Try the character builder",
  },
  settings: {
    version: SMF_SETTINGS_VERSION,
    schema: smfCampaignSettingsSchema,
    defaults: SMF_DEFAULT_SETTINGS,
    fromInput: smfSettingsFromForm,
    lockedByPlay: ["allowVehicles", "allowAlternatePowerLevels", "advancement", "socialScienceVariant"],
  },
  roster: {
    alignments: { ...HEROES_OR_VILLAINS, hint: "Heroes may capture a foe they put down instead of killing them (L2581)." },
    validateEntry: (settings, candidate, roster) => validateCharacter(candidate, { ...rosterOptions(settings), team: [...roster, candidate] }),
    startingLedger: (_settings, origin) => [
      {
        currency: SMF_LEDGER_CURRENCY,
        delta: STARTING_STORY_POINTS,
        reason: "STARTING" satisfies SmfLedgerReason,
        note:
          origin === "founded"
            ? "Every team begins the campaign with 1 story point (L2615)."
            : "An imported team begins like a new one, with 1 story point (L2615); story points are not imported.",
      },
    ],
  },
  battles: { kind: "staged", stages: ["set-up", "pre-battle", "report", "post-battle"] },
  battleStatuses: SMF_BATTLE_STATUSES,
  activityKinds: SMF_ACTIVITY_KINDS,
  standings: {
    // Ruling R14: the balance decides the goal; then most earned.
    compare: (a, b) => b.balance - a.balance || b.earned - a.earned,
  },
  // L2700: the first team to the goal's balance wins; the organiser sets it (20 by default).
  goal: (settings) => ({ amount: settings.storyPointGoal, unit: "story points", short: "SP", field: "storyPointGoal", label: "story point goal" }),
  // It draws every page a game can (components/games/smf/screens.ts).
  pages: GAME_PAGES,
  ledger: { currencies: [{ id: SMF_LEDGER_CURRENCY, name: "Story points" }], isEntry: isSmfLedgerEntry },
  exportFormat: CAMPAIGN_EXPORT_FORMAT,
} satisfies GameSystem<SmfCampaignSettings, SmfCharacter, Problem>;

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
import { PLAYERS, RUNNERS } from "@/lib/authz/permissions";
import { GAME_PAGES, HEROES_OR_VILLAINS, type GameSystem, type SettingsFormSection } from "@/lib/game-contract/game-system";
import { SMF_ACTIVITY_KINDS, SMF_BATTLE_STATUSES } from "./game-words";
import {
  ADVANCEMENT_LABELS,
  ADVANCEMENT_MODES,
  MAX_STORY_POINT_GOAL,
  MIN_STORY_POINT_GOAL,
  SMF_DEFAULT_SETTINGS,
  SMF_SETTINGS_VERSION,
  SOCIAL_SCIENCE_LABELS,
  SOCIAL_SCIENCE_VARIANTS,
  smfCampaignSettingsSchema,
  smfSettingsFromForm,
  type SmfCampaignSettings,
} from "./campaign-settings";
import { rosterOptions } from "./roster-options";

export { SMF_DEFAULT_SETTINGS, SMF_SETTINGS_VERSION, smfCampaignSettingsSchema, type SmfCampaignSettings } from "./campaign-settings";
export { rosterOptions } from "./roster-options";

const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));

/** SMF's options on the campaign form: the story point goal, and the rules options the first battle locks. */
const SMF_SETTINGS_FORM: readonly SettingsFormSection[] = [
  {
    id: "goal",
    fields: [
      {
        kind: "number",
        name: "storyPointGoal",
        label: "Story point goal",
        min: MIN_STORY_POINT_GOAL,
        max: MAX_STORY_POINT_GOAL,
        required: true,
        hint: "The first team to reach it wins the campaign (the book says 20).",
        raiseOnlyOnceLocked: { hint: "Play has begun: the goal can only be raised." },
      },
    ],
  },
  {
    id: "options",
    legend: "Rules options",
    locksWithPlay: true,
    lockedNote: "These were locked by the campaign's first battle.",
    fields: [
      { kind: "checkbox", name: "allowVehicles", label: "Allow vehicles", hint: "Fielding a vehicle costs −1 story point per scenario." },
      { kind: "checkbox", name: "allowAlternatePowerLevels", label: "Allow alternate power levels", hint: "Street-Level, Super and Powerhouse characters." },
      { kind: "select", name: "advancement", label: "Milestone advancement", options: optionsOf(ADVANCEMENT_MODES, ADVANCEMENT_LABELS) },
      {
        kind: "select",
        name: "socialScienceVariant",
        label: "Social Science background",
        options: optionsOf(SOCIAL_SCIENCE_VARIANTS, SOCIAL_SCIENCE_LABELS),
        hint: "The book gives two readings; Longbox uses the Ch. 2 entry unless you choose otherwise.",
      },
    ],
  },
];

/**
 * Super Mission Force behind the GameSystem contract. It wraps the rules library (lib/rules/smf)
 * rather than moving it: the battle pages and services in lib/server/battles still serve its
 * staged battles directly (issue 14 moves them behind the contract).
 */
export const superMissionForce = {
  id: "SUPER_MISSION_FORCE",
  name: "Super Mission Force",
  rulesEdition: SMF_RULES_VERSION,
  folder: "smf",
  offered: true,
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
    form: SMF_SETTINGS_FORM,
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
  // Its own verbs (lib/authz/permissions.ts has the generic ones): what only SMF's story points buy.
  permissions: {
    prefix: "smf",
    verbs: {
      /** Spending story points for a team: between battles (guest stars, vehicle, quiver, grimoire, curse lifts) and a battle's spends. */
      "smf:spend-story-points": { roles: RUNNERS, ownerRoles: PLAYERS },
      /** Cancelling an unused guest-star booking: whoever may book one may cancel it. */
      "smf:cancel-guest-star": { roles: RUNNERS, ownerRoles: PLAYERS },
    },
  },
  exportFormat: CAMPAIGN_EXPORT_FORMAT,
} satisfies GameSystem<SmfCampaignSettings, SmfCharacter, Problem>;

import { PLAYERS, RUNNERS } from "@/lib/authz/permissions";
import { SCALES, VSGMR_RULES_VERSION, VSGMR_SCENARIOS, validateForce, type VsgmrFigure, type VsgmrProblem } from "@/lib/rules/vsgmr";
import { HEROES_OR_VILLAINS, type GameSystem, type SettingsFormSection } from "@/lib/game-contract/game-system";
import { VSGMR_ACTIVITY_KINDS, VSGMR_BATTLE_STATUSES } from "./game-words";
import {
  ROLLED_SCENARIOS_FIELD,
  rolledScenarioField,
  VSGMR_DEFAULT_SETTINGS,
  VSGMR_SETTINGS_VERSION,
  vsgmrRulesSettings,
  vsgmrSeriesSettingsSchema,
  vsgmrSettingsFromForm,
  type VsgmrSeriesSettings,
} from "./campaign-settings";

export { VSGMR_DEFAULT_SETTINGS, VSGMR_SETTINGS_VERSION, vsgmrSeriesSettingsSchema, type VsgmrSeriesSettings } from "./campaign-settings";

/**
 * The ledger currency of a series: the points of enemy figures a force defeated, in half points
 * (a mook costs half, VSGMR L117; the ledger keeps whole numbers).
 */
export const VSGMR_DEFEATED_CURRENCY = "defeated-halves";
export const VSGMR_LEDGER_REASONS = ["FIGURES_DEFEATED", "CORRECTION"] as const;
export const VSGMR_CAMPAIGN_EXPORT_FORMAT = "longbox.vsgmr.series";

/**
 * A series' options on the campaign form: the figures' size, the forces' budget, Part 1's numbers
 * (which our sources do not hold: each is the group's to set, defaults in lib/rules/vsgmr/settings.ts)
 * and the rulings' choices.
 */
const VSGMR_SETTINGS_FORM: readonly SettingsFormSection[] = [
  {
    id: "forces",
    legend: "Figures and forces",
    fields: [
      {
        kind: "select",
        name: "scale",
        label: "Figure size",
        options: SCALES.map((scale) => ({ value: scale.id, label: `${scale.label} (${scale.examples})` })),
        hint: "Every distance is shown in this size's units.",
      },
      {
        kind: "number",
        name: "pointBudget",
        label: "Points per force",
        min: 5,
        max: 200,
        hint: "Each force spends at most this, and should come within 5 points of it (ruling VS-R19).",
      },
    ],
  },
  {
    id: "numbers",
    legend: "The basic rules' numbers",
    intro: "Part 1 of the rules sets these; set them as your group plays.",
    fields: [
      { kind: "number", name: "distanceToHit", label: "Distance attack hits on", hint: "A target in the open." },
      { kind: "number", name: "coverPenalty", label: "Cover adds", hint: "Stealth counts as one more step of cover (VS-R9)." },
      { kind: "number", name: "handToHandToHit", label: "Hand to hand hits on" },
      { kind: "number", name: "lightArmourSave", label: "Light armour saves on" },
      { kind: "number", name: "heavyArmourSave", label: "Heavy armour saves on" },
      { kind: "number", name: "skillTarget", label: "A skill roll succeeds on" },
    ],
  },
  {
    id: "readings",
    legend: "Readings of the rules",
    locksWithPlay: true,
    fields: [
      { kind: "checkbox", name: "commanderFreeHeavyArmour", label: "The Commander's heavy armour is free", hint: "Ruling VS-R1." },
      { kind: "checkbox", name: "commanderFreeSurvivor", label: "The Commander's Survivor trait is free", hint: "Ruling VS-R1." },
      { kind: "checkbox", name: "limitMooksToTroops", label: "No more mooks than troops", hint: "Ruling VS-R5." },
    ],
  },
  {
    id: "rolled-scenarios",
    legend: "Scenarios a roll can give",
    intro:
      "A battle's scenario is chosen or rolled. A roll picks one of these in book order on the smallest die with a face for each; higher faces are rolled again (all seven: a d8, an 8 rolled again). Ruling VS-R18.",
    fields: [
      {
        kind: "checkboxes",
        name: ROLLED_SCENARIOS_FIELD,
        options: VSGMR_SCENARIOS.map((scenario) => ({ value: scenario.id, label: scenario.name, name: rolledScenarioField(scenario.id) })),
      },
    ],
  },
];

/**
 * VSGMR behind the GameSystem contract: a series of battles between forces (the rules have no
 * campaign rules; lib/rules/vsgmr/RULINGS.md says how we read them). A force is a team, its
 * figures the roster's entries, checked as a whole force each time one changes.
 */
export const vsgmr = {
  id: "VSGMR",
  name: "Very Simple Generic Miniatures Rules",
  rulesEdition: `Revised 21 December 2017 · ${VSGMR_RULES_VERSION}`,
  folder: "vsgmr",
  offered: true,
  catalog: {
    slug: "vsgmr",
    line: "A series of battles between points-costed forces of figures, with rolled scenarios and a solo opponent when you play alone.",
    tryIt: "Try the force builder",
  },
  settings: {
    version: VSGMR_SETTINGS_VERSION,
    schema: vsgmrSeriesSettingsSchema,
    defaults: VSGMR_DEFAULT_SETTINGS,
    fromInput: vsgmrSettingsFromForm,
    // What forces were priced and checked against: changing it mid-series would re-judge every force.
    lockedByPlay: ["commanderFreeHeavyArmour", "commanderFreeSurvivor", "limitMooksToTroops"],
    form: VSGMR_SETTINGS_FORM,
  },
  roster: {
    alignments: HEROES_OR_VILLAINS,
    validateEntry: (settings, candidate, roster) => validateForce({ name: "", figures: [...roster, candidate] }, vsgmrRulesSettings(settings)),
    // A force starts with no points.
    startingLedger: () => [],
  },
  battles: { kind: "staged", stages: ["set-up", "play", "result"] },
  battleStatuses: VSGMR_BATTLE_STATUSES,
  activityKinds: VSGMR_ACTIVITY_KINDS,
  standings: {
    // Wins first, then the points of enemy figures defeated, then fewer games played.
    compare: (a, b) => b.record.won - a.record.won || b.balance - a.balance || a.record.played - b.record.played,
  },
  // The pages it draws (components/games/vsgmr/screens.ts).
  pages: ["team", "publicTeam", "publicCampaign", "battleList", "newBattle", "battle", "journal", "ledger", "rulesBuilder"],
  ledger: {
    currencies: [{ id: VSGMR_DEFEATED_CURRENCY, name: "Half points of enemy figures defeated" }],
    isEntry: (entry) => entry.currency === VSGMR_DEFEATED_CURRENCY && (VSGMR_LEDGER_REASONS as readonly string[]).includes(entry.reason),
  },
  // Its own verb (lib/authz/permissions.ts has the generic ones): the app playing the enemy of a solo battle.
  permissions: {
    prefix: "vsgmr",
    verbs: {
      /** The enemy's turn of a solo battle, rolled by the app: the battle's players or an organiser. */
      "vsgmr:play-solo-turn": { roles: RUNNERS, ownerRoles: PLAYERS },
    },
  },
  exportFormat: VSGMR_CAMPAIGN_EXPORT_FORMAT,
} satisfies GameSystem<VsgmrSeriesSettings, VsgmrFigure, VsgmrProblem>;

import { VSGMR_RULES_VERSION, validateForce, type VsgmrFigure, type VsgmrProblem } from "@/lib/rules/vsgmr";
import { HEROES_OR_VILLAINS, type GameSystem } from "@/lib/game-contract/game-system";
import { VSGMR_ACTIVITY_KINDS, VSGMR_BATTLE_STATUSES } from "./game-words";
import {
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
 * VSGMR behind the GameSystem contract: a series of battles between forces (the rules have no
 * campaign rules; lib/rules/vsgmr/RULINGS.md says how we read them). A force is a team, its
 * figures the roster's entries, checked as a whole force each time one changes.
 */
export const vsgmr = {
  id: "VSGMR",
  name: "Very Simple Generic Miniatures Rules",
  rulesEdition: `Revised 21 December 2017 · ${VSGMR_RULES_VERSION}`,
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
  exportFormat: VSGMR_CAMPAIGN_EXPORT_FORMAT,
} satisfies GameSystem<VsgmrSeriesSettings, VsgmrFigure, VsgmrProblem>;

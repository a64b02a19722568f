import { PLAYERS, RUNNERS } from "@/lib/authz/permissions";
import { LEDGER_REASONS, SHSA_RULES_VERSION, type HeroSheet } from "@/lib/rules/shsa";
import type { GameSystem, RosterProblem } from "@/lib/game-contract/game-system";
import {
  SHSA_DEFAULT_SETTINGS,
  SHSA_LOCKED_BY_PLAY,
  SHSA_SETTINGS_FORM,
  SHSA_SETTINGS_VERSION,
  shsaCampaignSettingsSchema,
  shsaSettingsFromInput,
  type ShsaCampaignSettings,
} from "./campaign-settings";
import { SHSA_CURRENCIES, SHSA_SESSION_KINDS, ledgerReasonOf } from "./game-words";
import { heroSheetSchema } from "./hero-sheet";

export { SHSA_DEFAULT_SETTINGS, SHSA_SETTINGS_VERSION, shsaCampaignSettingsSchema, type ShsaCampaignSettings } from "./campaign-settings";

const SHSA_LEDGER_REASONS: ReadonlySet<string> = new Set(LEDGER_REASONS.map(ledgerReasonOf));
const SHSA_CURRENCY_IDS: ReadonlySet<string> = new Set(SHSA_CURRENCIES.map((currency) => currency.id));

/**
 * The SHSA play sheet behind the GameSystem contract: a group's heroes (each a side of the
 * campaign, its sheet the roster's entry) playing episodes separated by weeks of downtime. No
 * battles and no standings: a combat is a step of an episode. The rules are lib/rules/shsa
 * (RULINGS.md SHSA-R1…); every option the play sheet leaves to the full rules is a setting.
 */
export const shsa = {
  id: "SHSA_PLAY_SHEET",
  name: "SHSA play sheet",
  rulesEdition: `Play sheet · ${SHSA_RULES_VERSION}`,
  folder: "shsa",
  // Offered: its hero sheets and relationship board work end to end (e2e/shsa.phone.spec.ts).
  offered: true,
  catalog: {
    slug: "shsa",
    line: "A group of heroes between episodes: printable hero sheets kept true with every change's reason, and relationship tasks rolled and applied.",
    tryIt: null,
  },
  settings: {
    version: SHSA_SETTINGS_VERSION,
    schema: shsaCampaignSettingsSchema,
    defaults: SHSA_DEFAULT_SETTINGS,
    fromInput: shsaSettingsFromInput,
    lockedByPlay: SHSA_LOCKED_BY_PLAY,
    form: SHSA_SETTINGS_FORM,
  },
  roster: {
    words: { one: "hero", many: "Heroes" },
    // The play sheet's Hero/Villain/Neutral is a hero's own alignment on its sheet (SHSA-R2), not a
    // side of the campaign: the heroes take no side, and Team.alignment stays null.
    validateEntry: (_settings, candidate, _roster) => {
      const parsed = heroSheetSchema.safeParse(candidate);
      if (parsed.success) return { ok: true };
      return { ok: false, problems: parsed.error.issues.map((issue) => ({ code: "sheet", field: issue.path.join(".") || "sheet", message: issue.message })) };
    },
    // A hero's sheet starts its points at 0 (its creation entries are the sheet's own).
    startingLedger: () => [],
  },
  sessions: { kinds: SHSA_SESSION_KINDS },
  ledger: {
    currencies: SHSA_CURRENCIES.map(({ id, name }) => ({ id, name })),
    isEntry: (entry) => SHSA_CURRENCY_IDS.has(entry.currency) && SHSA_LEDGER_REASONS.has(entry.reason),
  },
  // The pages it draws (components/games/shsa/screens.ts and public-screens.ts).
  pages: ["team", "session", "journal", "publicTeam"],
  permissions: {
    prefix: "shsa",
    verbs: {
      /** A change to a hero's sheet (points, dice, relationships), with its reason: its player or a runner. */
      "shsa:edit-sheet": { roles: RUNNERS, ownerRoles: PLAYERS },
      /** A relationship task rolled and its results applied: the hero's player or a runner. */
      "shsa:resolve-relationship": { roles: RUNNERS, ownerRoles: PLAYERS },
      /** A hero's Activity Periods of the week planned: its player or a runner. */
      "shsa:plan-week": { roles: RUNNERS, ownerRoles: PLAYERS },
      /** A week closed for every hero at once (recovery, returns, upkeep, sponsors): a runner. */
      "shsa:close-week": { roles: RUNNERS },
      /** An episode run: its steps recorded and changed, and the aftermath of its combats rolled. The game master's (a runner's). */
      "shsa:run-episode": { roles: RUNNERS },
    },
  },
} satisfies GameSystem<ShsaCampaignSettings, HeroSheet, RosterProblem>;

import { PLAYERS, RUNNERS } from "@/lib/authz/permissions";
import { D20_RULES_VERSION } from "@/lib/rules/d20";
import type { GameSystem, RosterProblem } from "@/lib/game-contract/game-system";
import {
  D20_DEFAULT_SETTINGS,
  D20_LOCKED_BY_PLAY,
  D20_SETTINGS_FORM,
  D20_SETTINGS_VERSION,
  d20CampaignSettingsSchema,
  d20SettingsFromInput,
  type D20CampaignSettings,
} from "./campaign-settings";
import { D20_CURRENCIES, D20_HERO_POINT_REASONS, D20_SESSION_KINDS, d20LedgerReasonOf } from "./game-words";
import { d20RanksSchema, type D20Ranks } from "./hero-sheet";

export { D20_DEFAULT_SETTINGS, D20_SETTINGS_VERSION, d20CampaignSettingsSchema, type D20CampaignSettings } from "./campaign-settings";

const D20_LEDGER_REASONS: ReadonlySet<string> = new Set(D20_HERO_POINT_REASONS.map(d20LedgerReasonOf));
const D20_CURRENCY_IDS: ReadonlySet<string> = new Set(D20_CURRENCIES.map((currency) => currency.id));

/**
 * A d20 superhero series (open game content) behind the GameSystem contract: a group's heroes
 * (each a side of the campaign, its ranks in Team.state) playing a series of adventures, each
 * adventure a session holding its conflicts (lib/games/d20/conflict-record.ts
 * says how). Hero points live in the ledger. The rules are lib/rules/d20 (RULINGS.md D20-R1…).
 */
export const d20 = {
  id: "D20_SUPERHERO",
  name: "d20 superhero series",
  rulesEdition: `Running the Game (open game content) · rules v${D20_RULES_VERSION}`,
  folder: "d20",
  // Offered: heroes, adventures with their conflict tracker and hero points work end to end.
  offered: true,
  catalog: {
    slug: "d20",
    line: "A series of superhero adventures on d20 rules: a conflict tracker for the game master's phone with the damage ladder applied from one roll, and hero points carried between sessions.",
    tryIt: null,
  },
  settings: {
    version: D20_SETTINGS_VERSION,
    schema: d20CampaignSettingsSchema,
    defaults: D20_DEFAULT_SETTINGS,
    fromInput: d20SettingsFromInput,
    lockedByPlay: D20_LOCKED_BY_PLAY,
    form: D20_SETTINGS_FORM,
  },
  roster: {
    words: { one: "hero", many: "Heroes" },
    // Heroes take no side: Team.alignment stays null.
    validateEntry: (_settings, candidate, _roster) => {
      const parsed = d20RanksSchema.safeParse(candidate);
      if (parsed.success) return { ok: true };
      return { ok: false, problems: parsed.error.issues.map((issue) => ({ code: "ranks", field: issue.path.join(".") || "ranks", message: issue.message })) };
    },
    // A hero's points start when its first adventure does (D20-R3).
    startingLedger: () => [],
  },
  sessions: { kinds: D20_SESSION_KINDS },
  ledger: {
    currencies: D20_CURRENCIES.map(({ id, name }) => ({ id, name })),
    isEntry: (entry) => D20_CURRENCY_IDS.has(entry.currency) && D20_LEDGER_REASONS.has(entry.reason),
  },
  // The pages it draws (components/games/d20/screens.ts and public-screens.ts).
  pages: ["team", "session", "journal", "publicTeam"],
  permissions: {
    prefix: "d20",
    verbs: {
      /** Running a conflict (combatants, initiative, checks, conditions, undo): the game master. */
      "d20:run-conflict": { roles: RUNNERS },
      /** Awarding hero points and recording lasting injuries, rest and hazards: the game master. */
      "d20:award-hero-point": { roles: RUNNERS },
      /** Spending one of the hero's points: its player, or a runner for them. */
      "d20:spend-hero-point": { roles: RUNNERS, ownerRoles: PLAYERS },
      /** Setting the hero's ranks: its player or a runner. */
      "d20:edit-hero": { roles: RUNNERS, ownerRoles: PLAYERS },
    },
  },
} satisfies GameSystem<D20CampaignSettings, D20Ranks, RosterProblem>;

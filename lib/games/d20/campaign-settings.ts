import { z } from "zod";
import { DEFAULT_D20_SETTINGS, d20SettingsSchema, type D20Settings } from "@/lib/rules/d20";
import type { SettingsFormSection } from "@/lib/game-contract/game-system";
import { rulesSettingsFromInput, rulesSettingsOf, YES_NO_OPTIONS as YES_NO } from "@/lib/game-contract/rules-settings";

export const D20_SETTINGS_VERSION = 1;

/**
 * A d20 series' options. STORED AS JSON in Campaign.settings (with `version`); changing this shape
 * needs a data migration and a new version. The options are the rules library's
 * (lib/rules/d20/settings.ts): each default is a ruling (RULINGS.md, D20-R1…).
 */
export const d20CampaignSettingsSchema = d20SettingsSchema.extend({
  version: z.literal(D20_SETTINGS_VERSION, { error: `Expected settings version ${D20_SETTINGS_VERSION}.` }),
  degreeStep: z
    .number({ error: "Enter the points in a degree as a number." })
    .int({ error: "A degree is a whole number of points." })
    .min(1, { error: "A degree is at least 1 point." })
    .max(20, { error: "A degree is at most 20 points." }),
  startingHeroPoints: z
    .number({ error: "Enter the starting hero points as a number." })
    .int({ error: "Starting hero points are a whole number." })
    .min(0, { error: "Starting hero points cannot be below 0." })
    .max(20, { error: "Start an adventure with at most 20 hero points." }),
  naturalTwentyImprovesDegree: z.boolean({ error: "Say whether a natural 20 improves a check (yes or no)." }),
  resetHeroPointsEachAdventure: z.boolean({ error: "Say whether unspent hero points lapse (yes or no)." }),
  objectsTakePenalties: z.boolean({ error: "Say whether objects take the −1 penalty (yes or no)." }),
  lateJoinerTies: z.enum(["existing", "roll-off"], { error: "Choose how a late joiner's tie is settled: after those already there, or a roll-off." }),
});

export type D20CampaignSettings = D20Settings & { version: typeof D20_SETTINGS_VERSION };

export const D20_DEFAULT_SETTINGS: D20CampaignSettings = { ...DEFAULT_D20_SETTINGS, version: D20_SETTINGS_VERSION };

/** The rules library's settings out of the stored ones (the version is the app's). */
export function d20RulesSettings(settings: D20CampaignSettings): D20Settings {
  return rulesSettingsOf(settings);
}

/** The campaign form's part (as data): yes/no options are selects, so the form always posts them. */
export const D20_SETTINGS_FORM: readonly SettingsFormSection[] = [
  {
    id: "checks",
    legend: "How checks are graded",
    intro: "The chapter leaves these to the core rules; the defaults are our rulings (D20-R1, D20-R2).",
    locksWithPlay: true,
    lockedNote: "Locked once the first adventure is recorded, so every check of the series is graded alike.",
    fields: [
      { kind: "number", name: "degreeStep", label: "Points in a degree", min: 1, max: 20, hint: "Every full step past the DC is one more degree (D20-R1)." },
      { kind: "select", name: "naturalTwentyImprovesDegree", label: "A natural 20 on a check is one degree better", options: YES_NO, hint: "Ruling D20-R2." },
    ],
  },
  {
    id: "hero-points",
    legend: "Hero points",
    fields: [
      { kind: "number", name: "startingHeroPoints", label: "Hero points at the start of an adventure", min: 0, max: 20, hint: "Ruling D20-R3." },
      {
        kind: "select",
        name: "resetHeroPointsEachAdventure",
        label: "Unspent points lapse when an adventure starts",
        options: YES_NO,
        hint: "No: the starting points are added (D20-R3).",
      },
    ],
  },
  {
    id: "readings",
    legend: "Readings",
    fields: [
      {
        kind: "select",
        name: "lateJoinerTies",
        label: "A late joiner who ties exactly",
        options: [
          { value: "existing", label: "Acts after those already there" },
          { value: "roll-off", label: "Rolls off" },
        ],
        hint: "Ruling D20-R5.",
      },
      { kind: "select", name: "objectsTakePenalties", label: "Objects take the −1 penalty too", options: YES_NO, hint: "Ruling D20-R6." },
    ],
  },
];

/** The options the first adventure freezes: how a check is graded. */
export const D20_LOCKED_BY_PLAY = ["degreeStep", "naturalTwentyImprovesDegree"] as const;

const FIELDS = {
  numbers: ["degreeStep", "startingHeroPoints"],
  yesNo: ["naturalTwentyImprovesDegree", "resetHeroPointsEachAdventure", "objectsTakePenalties"],
  choices: ["lateJoinerTies"],
  lists: ["extraConditions"],
} as const;

/**
 * The campaign form's fields (text) or typed values as stored settings, with the schema's field
 * messages. An option the input leaves out (empty text included) takes its default.
 */
export function d20SettingsFromInput(input: Record<string, unknown>): z.ZodSafeParseResult<D20CampaignSettings> {
  return rulesSettingsFromInput({ schema: d20CampaignSettingsSchema, defaults: D20_DEFAULT_SETTINGS, fields: FIELDS }, input);
}

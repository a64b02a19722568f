import { z } from "zod";
import { DEFAULT_SHSA_SETTINGS, shsaSettingsSchema, type ShsaSettings } from "@/lib/rules/shsa";
import type { SettingsFormSection } from "@/lib/game-contract/game-system";
import { rulesSettingsFromInput, rulesSettingsOf, YES_NO_OPTIONS as YES_NO } from "@/lib/game-contract/rules-settings";

export const SHSA_SETTINGS_VERSION = 1;

/**
 * An SHSA campaign's options. STORED AS JSON in Campaign.settings (with `version`); changing this
 * shape needs a data migration and a new version. The options are the rules library's
 * (lib/rules/shsa/settings.ts): each one a ruling's default (RULINGS.md, SHSA-R1…) that a group
 * owning the full rules may set otherwise.
 */
export const shsaCampaignSettingsSchema = shsaSettingsSchema
  .extend({ version: z.literal(SHSA_SETTINGS_VERSION, { error: `Expected settings version ${SHSA_SETTINGS_VERSION}.` }) })
  .superRefine((settings, context) => {
    // SHSA-R2: the Hero/Villain/Neutral roll needs Villain ≤ Neutral < the die's top face.
    if (settings.alignmentNeutralUpTo < settings.alignmentVillainUpTo)
      context.addIssue({ code: "custom", path: ["alignmentNeutralUpTo"], message: "The highest Neutral face must be at least the highest Villain face." });
    if (settings.alignmentNeutralUpTo >= settings.alignmentDie)
      context.addIssue({ code: "custom", path: ["alignmentNeutralUpTo"], message: "The highest Neutral face must be below the alignment die's top face, or no one rolls Hero." });
    if (settings.plutocratFrom < settings.luxuriousFrom)
      context.addIssue({ code: "custom", path: ["plutocratFrom"], message: "A Plutocrat's Lifestyle die must be at least a Luxurious one's." });
    // SHSA-R16: a yearly check never comes more often than a monthly one.
    if (settings.yearlyCheckWeeks < settings.monthlyCheckWeeks)
      context.addIssue({ code: "custom", path: ["yearlyCheckWeeks"], message: "Weeks between yearly checks must be at least the weeks between monthly ones." });
  });

export type ShsaCampaignSettings = ShsaSettings & { version: typeof SHSA_SETTINGS_VERSION };

export const SHSA_DEFAULT_SETTINGS: ShsaCampaignSettings = { ...DEFAULT_SHSA_SETTINGS, version: SHSA_SETTINGS_VERSION };

/** The rules library's settings out of the stored ones (the version is the app's). */
export function shsaRulesSettings(settings: ShsaCampaignSettings): ShsaSettings {
  return rulesSettingsOf(settings);
}

/**
 * The campaign form's part: the options a group sets. Yes/no options are selects, so the form
 * always posts them (an unticked box posts nothing, which would read as the default).
 */
export const SHSA_SETTINGS_FORM: readonly SettingsFormSection[] = [
  {
    id: "week",
    legend: "The week",
    fields: [
      {
        kind: "number",
        name: "activityPeriodsPerWeek",
        label: "Activity Periods per hero per week",
        min: 1,
        max: 21,
        hint: "The play sheet says “usually 6” (ruling SHSA-R5).",
      },
      {
        kind: "number",
        name: "monthlyCheckWeeks",
        label: "Weeks between a dead Name's monthly return checks",
        min: 1,
        max: 520,
        hint: "“Once per month” after a 1 (ruling SHSA-R16): 4 by default.",
      },
      {
        kind: "number",
        name: "yearlyCheckWeeks",
        label: "Weeks between a dead Name's yearly return checks",
        min: 1,
        max: 520,
        hint: "“Once per year” after another 1 (SHSA-R16): 52 by default.",
      },
    ],
  },
  {
    id: "tasks",
    legend: "How a task is rolled",
    intro: "The play sheet assumes these from the full rules; the defaults are our rulings (SHSA-R1, SHSA-R4).",
    locksWithPlay: true,
    lockedNote: "Locked once the first session is played, so every roll of the campaign is graded alike.",
    fields: [
      { kind: "number", name: "traitDice", label: "Dice a stat or skill throws", min: 1, max: 4, hint: "2: a D8 skill throws 2D8." },
      {
        kind: "select",
        name: "comparator",
        label: "An opposed task compares",
        options: [
          { value: "total", label: "Both totals" },
          { value: "highest", label: "Each side's highest die" },
        ],
      },
      { kind: "select", name: "tieIsSuccess", label: "A tie succeeds", options: YES_NO },
      { kind: "number", name: "majorMargin", label: "Margin of a major success or failure", min: 1 },
      {
        kind: "select",
        name: "difficultyModifier",
        label: "A +1 difficulty is",
        options: [
          { value: "val-step", label: "One Val step up the die" },
          { value: "total", label: "+1 to the total" },
        ],
      },
    ],
  },
  {
    id: "readings",
    legend: "Readings of garbled lines",
    intro: "Lines of the play sheet that were lost; the defaults are our rulings.",
    fields: [
      { kind: "number", name: "patrolTaskDie", label: "Die that picks a Patrol task", min: 12, hint: "Ruling SHSA-R7." },
      { kind: "number", name: "lifestyleDropWhenTwoShort", label: "Lifestyle drops on a D6 of this or less", min: 1, max: 6, hint: "When two or more periods short (SHSA-R8)." },
      { kind: "number", name: "luxuriousFrom", label: "Luxurious from Lifestyle D", min: 4, max: 30, hint: "Ruling SHSA-R9." },
      { kind: "number", name: "plutocratFrom", label: "Plutocrat from Lifestyle D", min: 4, max: 30, hint: "Ruling SHSA-R9." },
      { kind: "select", name: "comebackOnTurn12", label: "Turn 12 has a Comeback (D12)", options: YES_NO, hint: "Ruling SHSA-R12." },
    ],
  },
];

/** The options the first session freezes: how a task is graded. */
export const SHSA_LOCKED_BY_PLAY = ["traitDice", "comparator", "tieIsSuccess", "majorMargin", "difficultyModifier"] as const;

const FIELDS = {
  numbers: [
    "traitDice",
    "majorMargin",
    "alignmentDie",
    "alignmentVillainUpTo",
    "alignmentNeutralUpTo",
    "activityPeriodsPerWeek",
    "patrolTaskDie",
    "lifestyleDropWhenTwoShort",
    "luxuriousFrom",
    "plutocratFrom",
    "monthlyCheckWeeks",
    "yearlyCheckWeeks",
  ],
  yesNo: ["tieIsSuccess", "comebackOnTurn12"],
  choices: ["comparator", "difficultyModifier"],
  lists: ["personalityTraits"],
} as const;

/**
 * The campaign form's fields (text, "yes"/"no") or typed values as stored settings, with the
 * schema's field messages. An option the input leaves out (empty text included) takes its default.
 */
export function shsaSettingsFromInput(input: Record<string, unknown>): z.ZodSafeParseResult<ShsaCampaignSettings> {
  return rulesSettingsFromInput({ schema: shsaCampaignSettingsSchema, defaults: SHSA_DEFAULT_SETTINGS, fields: FIELDS }, input);
}

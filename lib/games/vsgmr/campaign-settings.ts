import { z } from "zod";
import { DEFAULT_SCALE_ID, DEFAULT_VSGMR_SETTINGS, SCALE_IDS, scenarioPool, VSGMR_SCENARIO_IDS, type VsgmrScenarioId, type VsgmrSettings } from "@/lib/rules/vsgmr";

export const VSGMR_SETTINGS_VERSION = 1;

const threshold = (what: string) =>
  z
    .number({ error: "Enter a number." })
    .int({ error: "Enter a whole number." })
    .min(2, { error: `A ${what} of at least 2.` })
    .max(12, { error: `A ${what} of at most 12.` });

/**
 * A VSGMR series' options. STORED AS JSON in Campaign.settings (with `version`); changing this
 * shape needs a data migration and a new version. VSGMR has no campaign rules: the series is ours
 * (battles between forces, standings by wins and points of enemy figures defeated). Part 1's
 * thresholds are not in our sources, so each is a setting with the default the rules library
 * states (lib/rules/vsgmr/settings.ts), never a hidden constant.
 */
export const vsgmrSeriesSettingsSchema = z.object({
  version: z.literal(VSGMR_SETTINGS_VERSION, { error: `Expected settings version ${VSGMR_SETTINGS_VERSION}.` }),
  /** VSGMR L45–L72: the figures' size, which sets every distance shown. */
  scale: z.enum(SCALE_IDS, { error: "Choose the figures' size." }),
  /**
   * The points each force is built to: a cap, and a force should come within 5 of it (VS-R19).
   * Stored with every series, so changing the default below leaves stored series as they are.
   */
  pointBudget: z
    .number({ error: "Enter a number." })
    .int({ error: "Enter a whole number." })
    .min(5, { error: "A budget of at least 5 points." })
    .max(200, { error: "A budget of at most 200 points." }),
  distanceToHit: threshold("distance to-hit"),
  coverPenalty: z.number().int().min(0, { error: "Cover adds 0 or more." }).max(6, { error: "Cover adds at most 6." }),
  handToHandToHit: threshold("hand-to-hand to-hit"),
  lightArmourSave: threshold("light armour save"),
  heavyArmourSave: threshold("heavy armour save"),
  skillTarget: threshold("skill target"),
  /** VS-R1, VS-R5. */
  commanderFreeHeavyArmour: z.boolean(),
  commanderFreeSurvivor: z.boolean(),
  limitMooksToTroops: z.boolean(),
  /**
   * VS-R18: the scenarios a rolled scenario comes from, in book order. A series stored before the
   * roll existed reads as all seven, so its stored settings stay valid at the same version.
   */
  rolledScenarios: z
    .array(z.enum(VSGMR_SCENARIO_IDS, { error: "Not a scenario of the rules." }))
    .min(2, { error: "Put at least two scenarios in the roll." })
    .transform((ids) => scenarioPool(ids))
    .default([...VSGMR_SCENARIO_IDS]),
});
export type VsgmrSeriesSettings = z.infer<typeof vsgmrSeriesSettingsSchema>;

export const VSGMR_DEFAULT_SETTINGS: VsgmrSeriesSettings = {
  version: VSGMR_SETTINGS_VERSION,
  scale: DEFAULT_SCALE_ID,
  // VS-R19: the top of the Basic Game's 25–40 (L621) and the larger side in Ambush, Fortress Assault
  // and Outflanked (L627, L637, L643); 19 of the 20 sample armies, priced by the rules, fit under it.
  pointBudget: 40,
  distanceToHit: DEFAULT_VSGMR_SETTINGS.distanceToHit,
  coverPenalty: DEFAULT_VSGMR_SETTINGS.coverPenalty,
  handToHandToHit: DEFAULT_VSGMR_SETTINGS.handToHandToHit,
  lightArmourSave: DEFAULT_VSGMR_SETTINGS.armourSave.light,
  heavyArmourSave: DEFAULT_VSGMR_SETTINGS.armourSave.heavy,
  skillTarget: DEFAULT_VSGMR_SETTINGS.skillTarget,
  commanderFreeHeavyArmour: DEFAULT_VSGMR_SETTINGS.commanderFreeHeavyArmour,
  commanderFreeSurvivor: DEFAULT_VSGMR_SETTINGS.commanderFreeSurvivor,
  limitMooksToTroops: DEFAULT_VSGMR_SETTINGS.limitMooksToTroops,
  rolledScenarios: [...VSGMR_SCENARIO_IDS],
};

/** The campaign form's checkbox of a scenario in the roll; the form also posts ROLLED_SCENARIOS_FIELD, empty, to say it asked. */
export const rolledScenarioField = (id: VsgmrScenarioId) => `rolledScenario:${id}`;
export const ROLLED_SCENARIOS_FIELD = "rolledScenarios";

/**
 * The scenarios in the roll as the input gives them: a list as is; the form's ticked boxes when the
 * form asked (an unticked box posts nothing); otherwise the default, all seven.
 */
function rolledScenariosOf(input: Record<string, unknown>): unknown {
  const given = input[ROLLED_SCENARIOS_FIELD];
  if (Array.isArray(given)) return given;
  if (given === undefined) return undefined;
  return VSGMR_SCENARIO_IDS.filter((id) => input[rolledScenarioField(id)] === "on" || input[rolledScenarioField(id)] === true);
}

/** The series' options as the rules library takes them. */
export function vsgmrRulesSettings(settings: VsgmrSeriesSettings): VsgmrSettings {
  return {
    distanceToHit: settings.distanceToHit,
    coverPenalty: settings.coverPenalty,
    handToHandToHit: settings.handToHandToHit,
    armourSave: { light: settings.lightArmourSave, heavy: settings.heavyArmourSave },
    skillTarget: settings.skillTarget,
    commanderFreeHeavyArmour: settings.commanderFreeHeavyArmour,
    commanderFreeSurvivor: settings.commanderFreeSurvivor,
    limitMooksToTroops: settings.limitMooksToTroops,
  };
}

/** An HTML checkbox sends "on" when ticked and nothing when not. */
const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());
const typedNumber = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value), schema);

const vsgmrSettingsFormSchema = z.object({
  scale: vsgmrSeriesSettingsSchema.shape.scale,
  pointBudget: typedNumber(vsgmrSeriesSettingsSchema.shape.pointBudget),
  distanceToHit: typedNumber(vsgmrSeriesSettingsSchema.shape.distanceToHit),
  coverPenalty: typedNumber(vsgmrSeriesSettingsSchema.shape.coverPenalty),
  handToHandToHit: typedNumber(vsgmrSeriesSettingsSchema.shape.handToHandToHit),
  lightArmourSave: typedNumber(vsgmrSeriesSettingsSchema.shape.lightArmourSave),
  heavyArmourSave: typedNumber(vsgmrSeriesSettingsSchema.shape.heavyArmourSave),
  skillTarget: typedNumber(vsgmrSeriesSettingsSchema.shape.skillTarget),
  commanderFreeHeavyArmour: checkbox,
  commanderFreeSurvivor: checkbox,
  limitMooksToTroops: checkbox,
});

/** The campaign form's fields (or typed values) as stored settings, with the schema's field messages. */
export function vsgmrSettingsFromForm(input: Record<string, unknown>): z.ZodSafeParseResult<VsgmrSeriesSettings> {
  const form = vsgmrSettingsFormSchema.safeParse(input);
  if (!form.success) return form as unknown as z.ZodSafeParseResult<VsgmrSeriesSettings>;
  return vsgmrSeriesSettingsSchema.safeParse({ ...form.data, rolledScenarios: rolledScenariosOf(input), version: VSGMR_SETTINGS_VERSION });
}

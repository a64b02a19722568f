import { z } from "zod";
import {
  ALIGNMENT_TEAM_RESTS,
  DEFAULT_SU_DICE_SETTINGS,
  DEFAULT_SU_SCORING_SETTINGS,
  DEFAULT_SU_SET_UP_SETTINGS,
  GAME_SIZES,
  GIMMICK_CHOICE_RULES,
  LEVEL_BLOCK_BASES,
  LEVEL_BLOCK_ROUNDINGS,
  MAX_AGREED_LEVELS,
  MIN_AGREED_LEVELS,
  SU_ROSTER_DEFAULTS,
  type SuDiceSettings,
  type SuRosterSettings,
  type SuScoringSettings,
  type SuSetUpSettings,
} from "@/lib/rules/supers-unlimited";

export const SU_SETTINGS_VERSION = 1;

const GAME_SIZE_IDS = GAME_SIZES.map((size) => size.id) as [(typeof GAME_SIZES)[number]["id"], ...(typeof GAME_SIZES)[number]["id"][]];

/**
 * A Supers Unlimited league's options. STORED AS JSON in Campaign.settings (with `version`);
 * changing this shape needs a data migration and a new version. The book has no campaign rules:
 * the league is ours (a season of battles scored in VP), its options are the book's optional rules
 * (L972 Gimmicks, L1454 Subplots, L1516 Plasma X, L1300 the Terrain Roll) and our rulings' settings.
 */
export const suLeagueSettingsSchema = z.object({
  version: z.literal(SU_SETTINGS_VERSION, { error: `Expected settings version ${SU_SETTINGS_VERSION}.` }),
  /** SU L401: the Levels budget each team brings to a battle. */
  gameSize: z.enum(GAME_SIZE_IDS, { error: "Choose a game size." }),
  /** SU L382: the agreed budget, for an agreed game size (or a Secret Crisis above 50). */
  agreedLevels: z
    .number({ error: "Enter a number." })
    .int({ error: "Enter a whole number." })
    .min(MIN_AGREED_LEVELS, { error: `Agree on at least ${MIN_AGREED_LEVELS} Level.` })
    .max(MAX_AGREED_LEVELS, { error: `Agree on at most ${MAX_AGREED_LEVELS} Levels.` })
    .nullable(),
  useSubplots: z.boolean({ error: "Say whether Subplots are played." }),
  useGimmicks: z.boolean({ error: "Say whether Gimmicks are played." }),
  usePlasmaX: z.boolean({ error: "Say whether Plasma X is played." }),
  useTerrainRoll: z.boolean({ error: "Say whether the Terrain Roll decides the deployment." }),
  /** SU-R2, SU-R3. */
  powExplodes: z.boolean(),
  extraDiceExplode: z.boolean(),
  /** SU-R14. */
  battleOfWitsTn: z.number().int().min(2, { error: "A TN of at least 2." }).max(10, { error: "A TN of at most 10." }),
  /** SU-R17. */
  scoreTiesAtZero: z.boolean(),
  /** SU-R40: break a tie on VP and wins by the Levels of enemy models Incapacitated (a league stored before it counts them). */
  levelsTiebreak: z.boolean().default(true),
  /** SU-R32, SU-R33, SU-R22, SU-R36. */
  levelBlockRounding: z.enum(LEVEL_BLOCK_ROUNDINGS),
  levelBlockBasis: z.enum(LEVEL_BLOCK_BASES),
  alignmentTeamRest: z.enum(ALIGNMENT_TEAM_RESTS),
  telekinesisThrows: z.boolean(),
  gimmickChoice: z.enum(GIMMICK_CHOICE_RULES),
});
export type SuLeagueSettings = z.infer<typeof suLeagueSettingsSchema>;

export const SU_DEFAULT_SETTINGS: SuLeagueSettings = {
  version: SU_SETTINGS_VERSION,
  gameSize: SU_ROSTER_DEFAULTS.gameSize,
  agreedLevels: SU_ROSTER_DEFAULTS.agreedLevels,
  useSubplots: true,
  useGimmicks: SU_ROSTER_DEFAULTS.useGimmicks,
  usePlasmaX: false,
  useTerrainRoll: true,
  ...DEFAULT_SU_DICE_SETTINGS,
  ...DEFAULT_SU_SET_UP_SETTINGS,
  ...DEFAULT_SU_SCORING_SETTINGS,
  levelsTiebreak: true,
  levelBlockRounding: SU_ROSTER_DEFAULTS.levelBlockRounding,
  levelBlockBasis: SU_ROSTER_DEFAULTS.levelBlockBasis,
  alignmentTeamRest: SU_ROSTER_DEFAULTS.alignmentTeamRest,
  telekinesisThrows: SU_ROSTER_DEFAULTS.telekinesisThrows,
  gimmickChoice: SU_ROSTER_DEFAULTS.gimmickChoice,
};

/** The league's options as the rules library's team building takes them. */
export function suRosterSettings(settings: SuLeagueSettings): SuRosterSettings {
  const { gameSize, agreedLevels, levelBlockRounding, levelBlockBasis, alignmentTeamRest, telekinesisThrows, useGimmicks, gimmickChoice } = settings;
  return { gameSize, agreedLevels, levelBlockRounding, levelBlockBasis, alignmentTeamRest, telekinesisThrows, useGimmicks, gimmickChoice };
}

export function suDiceSettings(settings: SuLeagueSettings): SuDiceSettings {
  return { powExplodes: settings.powExplodes, extraDiceExplode: settings.extraDiceExplode };
}

export function suSetUpSettings(settings: SuLeagueSettings): SuSetUpSettings {
  return { battleOfWitsTn: settings.battleOfWitsTn };
}

export function suScoringSettings(settings: SuLeagueSettings): SuScoringSettings {
  return { scoreTiesAtZero: settings.scoreTiesAtZero };
}

/** An HTML checkbox sends "on" when ticked and nothing when not. */
const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());
const optionalCount = z.preprocess((value) => (value === "" || value === undefined || value === null ? null : Number(value)), suLeagueSettingsSchema.shape.agreedLevels);

/**
 * The league's options out of the campaign form (strings and checkboxes: an unticked box sends
 * nothing, so every box is on the form); a choice or number the form leaves out takes its default.
 */
export const suSettingsFormSchema = z.object({
  gameSize: suLeagueSettingsSchema.shape.gameSize,
  agreedLevels: optionalCount,
  useSubplots: checkbox,
  useGimmicks: checkbox,
  usePlasmaX: checkbox,
  useTerrainRoll: checkbox,
  powExplodes: checkbox,
  extraDiceExplode: checkbox,
  battleOfWitsTn: z.coerce.number({ error: "Enter a number." }).pipe(suLeagueSettingsSchema.shape.battleOfWitsTn).optional(),
  scoreTiesAtZero: checkbox,
  levelsTiebreak: checkbox,
  levelBlockRounding: suLeagueSettingsSchema.shape.levelBlockRounding.optional(),
  levelBlockBasis: suLeagueSettingsSchema.shape.levelBlockBasis.optional(),
  alignmentTeamRest: suLeagueSettingsSchema.shape.alignmentTeamRest.optional(),
  telekinesisThrows: checkbox,
  gimmickChoice: suLeagueSettingsSchema.shape.gimmickChoice.optional(),
});

/** The form's fields as stored settings: every field the form left out takes its default. */
export function suSettingsFromForm(input: Record<string, unknown>): z.ZodSafeParseResult<SuLeagueSettings> {
  const form = suSettingsFormSchema.safeParse(input);
  if (!form.success) return form as unknown as z.ZodSafeParseResult<SuLeagueSettings>;
  const given = Object.fromEntries(Object.entries(form.data).filter(([, value]) => value !== undefined));
  return suLeagueSettingsSchema.safeParse({ ...SU_DEFAULT_SETTINGS, ...given, version: SU_SETTINGS_VERSION });
}

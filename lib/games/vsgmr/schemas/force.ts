import { z } from "zod";
import { ARMOURS, BUILDING_SIZES, FIGURE_TYPES, ROLL_TYPES, SUPER_POWER_IDS, SUPER_POWER_TIERS, TRAIT_IDS, type VsgmrForce } from "@/lib/rules/vsgmr";
import { idField } from "@/lib/schemas/campaign";
import { nameField, optionalNameField } from "@/lib/schemas/name-field";

/** The most figures a force may have: the sample armies top out near thirty; this keeps a hostile post small. */
export const MAX_FORCE_FIGURES = 100;
/** The most characters a posted force may take (the JSON field of the builder's form). */
const MAX_FORCE_TEXT = 200_000;

const text = (what: string, max: number) =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .min(1, { error: `Enter ${what}.` })
    .max(max, { error: `${what.charAt(0).toUpperCase()}${what.slice(1)} of at most ${max} characters.` });

/**
 * One figure as the builder sends it: only the shape is checked here; whether the force is legal
 * is the rules library's `validateForce`, run by the service with the series' settings.
 */
export const vsgmrFigureSchema = z.strictObject({
  id: text("a figure id", 64),
  name: nameField("Enter a name.", 80),
  type: z.enum(FIGURE_TYPES, { error: "Choose a figure type." }),
  buildingSize: z.enum(BUILDING_SIZES).optional(),
  isCommander: z.boolean().optional(),
  armour: z.enum(ARMOURS).optional(),
  hasDistanceAttack: z.boolean().optional(),
  hasAutomaticFire: z.boolean().optional(),
  traits: z
    .array(z.enum(TRAIT_IDS, { error: "Choose a trait from the list." }))
    .max(20)
    .optional(),
  powers: z
    .array(z.strictObject({ power: z.enum(SUPER_POWER_IDS, { error: "Choose a power from the list." }), tier: z.enum(SUPER_POWER_TIERS, { error: "Choose a tier." }) }))
    .max(10)
    .optional(),
  crewId: z.string().max(64).optional(),
  supportRoll: z
    .enum(ROLL_TYPES.filter((roll) => roll !== "initiative") as [Exclude<(typeof ROLL_TYPES)[number], "initiative">, ...Exclude<(typeof ROLL_TYPES)[number], "initiative">[]])
    .optional(),
  group: optionalNameField(80, "Keep the group's name under 80 characters.").optional(),
});

export const vsgmrForceSchema = z.strictObject({
  name: optionalNameField(80, "Keep the force's name under 80 characters.").default(""),
  figures: z.array(vsgmrFigureSchema).max(MAX_FORCE_FIGURES, { error: `A force of at most ${MAX_FORCE_FIGURES} figures.` }),
}) satisfies z.ZodType<VsgmrForce, unknown>;

/** The builder posts the whole force as one JSON field, so the server sees exactly what the page priced. */
const forceField = z
  .string({ error: "The force could not be read." })
  .max(MAX_FORCE_TEXT, { error: "That force is too large." })
  .transform((value, ctx) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "The force could not be read." });
      return z.NEVER;
    }
  })
  .pipe(vsgmrForceSchema);

export const saveVsgmrForceSchema = z.object({ teamId: idField, force: forceField });

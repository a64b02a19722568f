import { z } from "zod";
import { BACKGROUNDS, BOOSTS, POOLS, POWER_IDS, STANDARD_ARCHETYPES, type CharacterBuild } from "@/lib/rules/smf/character";
import { idField } from "@/lib/schemas/campaign";
import { nameField } from "@/lib/schemas/name-field";
import { hasNoControlCharacters } from "@/lib/schemas/plain-text";

/**
 * The shape of a CharacterBuild as the builder posts it (a JSON hidden field). Zod checks only the
 * shape — every key known, every value of the right type, lists of a sane length — so the rules'
 * validateCharacter always gets the type it expects; whether the build is legal is the rules' job.
 */

const ARCHETYPE_IDS = [...STANDARD_ARCHETYPES, "street-level", "super", "powerhouse", "henchmen", "street-level-henchmen", "basic-vehicle"] as const;
const shortText = z.string().max(64).refine(hasNoControlCharacters);
const power = z.enum(POWER_IDS);
const bodyOrPsyche = z.enum(["body", "psyche"]);

const powerChoicesSchema = z.strictObject({
  track: bodyOrPsyche.optional(),
  constructStat: z.enum(["body", "move"]).optional(),
  category: z.enum(["magical", "science"]).optional(),
  growthMode: z.enum(["normal", "giant"]).optional(),
  meleeSpecialistOption: z.enum(["defense", "reach"]).optional(),
  multipleLimbsOption: z.enum(["reach", "grapple"]).optional(),
  variablePower: z
    .array(
      z.discriminatedUnion("kind", [
        z.strictObject({ kind: z.literal("range-for-reroll") }),
        z.strictObject({ kind: z.literal("die-for-stat"), stat: z.enum(["move", "body", "psyche"]) }),
        z.strictObject({ kind: z.literal("move-or-shoot") }),
      ]),
    )
    .max(6)
    .optional(),
  quiver: z.array(power).max(6).optional(),
  grimoire: z.strictObject({ major: power, minors: z.array(power).max(8) }).optional(),
  metamorphTrack: z.enum(["elasticity", "shape-shifter"]).optional(),
  extraElasticityForm: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  invisibilityOption: z.enum(["invisibility", "obscurement"]).optional(),
  rapportPartnerId: shortText.optional(),
  sidekickPower: power.optional(),
});

const powerPickSchema = z.strictObject({
  power,
  tier: z.enum(["major", "minor"]),
  source: z.enum(["pick", "super-cross-list", "trade-off", "trade-off-street-level", "bump", "power-switch", "thrall"]).optional(),
  choices: powerChoicesSchema.optional(),
});

export const characterBuildSchema = z.strictObject({
  archetype: z.enum(ARCHETYPE_IDS),
  baseArchetypes: z.array(z.enum(STANDARD_ARCHETYPES)).max(2).optional(),
  powers: z.array(powerPickSchema).max(24),
  boosts: z.array(z.enum(BOOSTS)).max(3),
  tradeOff: z
    .array(z.enum(["body", "psyche", "move"]))
    .max(3)
    .optional(),
  backgrounds: z.array(z.strictObject({ background: z.enum(BACKGROUNDS), category: z.enum(["magical", "science"]).optional() })).max(4),
  vehicle: z.strictObject({ size: z.enum(["small", "medium", "large"]), specialPowers: z.array(shortText).max(4) }).optional(),
  henchmenEquipment: z.array(shortText).max(5).optional(),
  faults: z
    .array(z.strictObject({ fault: shortText, pool: z.enum(POOLS) }))
    .max(6)
    .optional(),
}) satisfies z.ZodType<CharacterBuild>;

/**
 * What the builder can make. Thralls are not built by hand: the post-battle sequence raises them
 * (Vampire, L1151). A vehicle only where the campaign allows them (the server checks, L2714).
 */
export const CHARACTER_FORM_KINDS = ["character", "henchmen", "sidekick", "vehicle"] as const;
export type CharacterFormKind = (typeof CHARACTER_FORM_KINDS)[number];

export const BUILD_NOT_READABLE_MESSAGE = "The character's build could not be read. Reload the page and try again.";

/**
 * The hidden `build` field: JSON text of at most 20 000 characters, parsed and shape-checked. Any
 * failure is one message: the builder never posts a malformed build, so this means a stale page or
 * a hand-made request, and the person needs to reload rather than read zod's paths.
 */
const buildField = z
  .string({ error: BUILD_NOT_READABLE_MESSAGE })
  .max(20_000, { error: BUILD_NOT_READABLE_MESSAGE })
  .transform((text, context): CharacterBuild => {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const parsed = characterBuildSchema.safeParse(json);
    if (parsed.success) return parsed.data;
    context.addIssue({ code: "custom", message: BUILD_NOT_READABLE_MESSAGE });
    return z.NEVER;
  });

export const characterDetailsSchema = z.object({
  name: nameField("Name the character."),
  kind: z.enum(CHARACTER_FORM_KINDS, { error: "Choose what you are building." }),
  build: buildField,
  /**
   * A sidekick's owner: the teammate's character id (state.sidekickOf). Empty means none; whether
   * the owner is allowed is the server's check (lib/games/smf/schemas/character-sidekick.ts), not the shape's.
   */
  sidekickOf: z
    .string()
    .trim()
    .max(64, { error: "Choose the teammate this sidekick belongs to." })
    .refine(hasNoControlCharacters, { error: "Choose the teammate this sidekick belongs to." })
    .transform((id) => id || undefined)
    .optional(),
});
export type CharacterDetailsInput = z.infer<typeof characterDetailsSchema>;

export const addCharacterSchema = characterDetailsSchema.extend({ teamId: idField });
export const updateCharacterSchema = characterDetailsSchema.extend({ teamId: idField, characterId: idField });

/** The roster buttons: which character of which team. */
export const characterRefSchema = z.object({ teamId: idField, characterId: idField });
/** A new name and nothing else: all a character who has fought may still change. */
export const renameCharacterSchema = characterRefSchema.extend({ name: nameField("Name the character.") });
export const moveCharacterSchema = characterRefSchema.extend({ direction: z.enum(["up", "down"], { error: "Choose up or down." }) });
export type MoveDirection = z.infer<typeof moveCharacterSchema>["direction"];

import { z } from "zod";
import { ALIGNMENTS, RELATIONSHIP_TYPES, type RelationshipType } from "@/lib/rules/shsa";
import { idField } from "@/lib/schemas/campaign";
import { shsaRequestKeyField } from "./sheet-change";

const RELATIONSHIP_TYPE_IDS = RELATIONSHIP_TYPES.map((type) => type.id) as [RelationshipType, ...RelationshipType[]];
/** A select left on its empty option posts "": nothing chosen. */
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

export const addShsaRelationshipSchema = z.object({
  teamId: idField,
  requestKey: shsaRequestKeyField,
  type: z.enum(RELATIONSHIP_TYPE_IDS, { error: "Choose one of the seven relationship types." }),
  with: z
    .string({ error: "Say who the relationship is with." })
    .trim()
    .min(1, { error: "Say who the relationship is with." })
    .max(80, { error: "Keep the name under 80 characters." }),
  value: z.coerce
    .number({ error: "Enter the starting value as a number." })
    .int({ error: "Enter the starting value as a whole number." })
    .min(-5)
    .max(5, { error: "Start a relationship between −5 and +5." }),
});

/** Typed faces as a player writes them: "3 5", "3,5". */
const faces = z.preprocess(
  (value) =>
    typeof value === "string" && value.trim() !== ""
      ? value
          .trim()
          .split(/[\s,]+/)
          .map(Number)
      : undefined,
  z.array(z.number({ error: "Type each face as a whole number." }).int({ error: "Type each face as a whole number." })).optional(),
);

export const resolveShsaRelationshipSchema = z
  .object({
    teamId: idField,
    requestKey: shsaRequestKeyField,
    relationshipId: z.string({ error: "Choose the relationship." }).trim().min(1, { error: "Choose the relationship." }).max(40),
    actor: z.string({ error: "Give the hero's dice (2D8)." }).trim().min(1, { error: "Give the hero's dice (2D8)." }).max(20),
    resistance: z.string({ error: "Give the resistance's dice (2D6)." }).trim().min(1, { error: "Give the resistance's dice (2D6)." }).max(20),
    source: z.enum(["app", "physical"], { error: "Roll with the app or type the dice." }),
    faces,
    successChoice: optional(z.enum(["lower-ego", "raise-relationship"], { error: "Choose −1 Ego or +1 to the relationship." })),
    failureChoice: optional(z.enum(["raise-ego", "lower-relationship"], { error: "Choose +1 Ego or −2 to the relationship." })),
    successOption: optional(z.string().trim().max(40)),
    otherAlignment: z.enum(ALIGNMENTS, { error: "Choose the other party's alignment." }),
    otherIsPc: z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean()),
    /** The contest's dice (SHSA-R6), for a result that needs one; empty when none is rolled. */
    contestActor: optional(z.string().trim().max(20, { error: "Keep the contest's dice under 20 characters." })),
    contestResistance: optional(z.string().trim().max(20, { error: "Keep the contest's dice under 20 characters." })),
  })
  .refine((input) => (input.contestActor === undefined) === (input.contestResistance === undefined), {
    error: "Give both sides of the contest's dice, or neither.",
    path: ["contestResistance"],
  })
  .refine((input) => input.source === "app" || (input.faces?.length ?? 0) > 0, { error: "Type the faces of every die the task throws.", path: ["faces"] });

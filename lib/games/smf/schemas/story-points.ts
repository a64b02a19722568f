import { z } from "zod";
import { POWER_IDS } from "@/lib/rules/smf/character";
import { idField } from "@/lib/schemas/campaign";
import { CONTROL_CHARACTERS_MESSAGE, hasNoControlCharacters } from "@/lib/schemas/plain-text";

/**
 * A form's one-time key (a random UUID the page renders into it): the same key twice is the same
 * request, so a double submit changes story points once.
 */
export const requestKeyField = z
  .string({ error: "Missing request key." })
  .trim()
  .regex(/^[A-Za-z0-9-]{16,64}$/, { error: "Missing request key." });

const power = z.enum(POWER_IDS, { error: "Choose a power from the list." });
const characterId = z
  .string({ error: "Choose a character." })
  .trim()
  .min(1, { error: "Choose a character." })
  .max(64)
  .refine(hasNoControlCharacters, { error: "Choose a character." });
/** An empty select ("any vehicle") posts "". */
const optionalId = z.preprocess((value) => (value === "" ? undefined : value), z.string().trim().max(64).refine(hasNoControlCharacters).optional());

/**
 * What a team spends story points on between battles: the rules library's StoryPointSpend
 * without the team (which comes from the authorized team, never the form). Whether the spend is
 * legal (a cursed character, a legal quiver, the balance) is the rules' job.
 */
export const storyPointSpendSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("guest-star") }),
    z.object({ kind: z.literal("curse-lift"), characterId }),
    z.object({ kind: z.literal("vehicle"), vehicleId: optionalId }),
    z.object({ kind: z.literal("quiver"), characterId, quiver: z.array(power).max(8) }),
    z.object({ kind: z.literal("grimoire"), characterId, grimoire: z.object({ major: power, minors: z.array(power).max(8) }) }),
  ],
  { error: "Choose what to spend story points on." },
);
export type StoryPointSpendInput = z.infer<typeof storyPointSpendSchema>;

export const spendStoryPointsSchema = z.object({ teamId: idField, requestKey: requestKeyField, spend: storyPointSpendSchema });
export type SpendStoryPointsInput = z.infer<typeof spendStoryPointsSchema>;

export const MAX_CORRECTION = 100;
export const MAX_CORRECTION_NOTE_LENGTH = 200;

/** An organiser's correction (Ruling R8): a whole number of SP other than 0, and why. */
export const correctStoryPointsSchema = z.object({
  teamId: idField,
  requestKey: requestKeyField,
  // An empty field is not 0: Number("") would be.
  delta: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce
      .number({ error: "Enter a whole number." })
      .int({ error: "Enter a whole number." })
      .min(-MAX_CORRECTION, { error: `Correct by at most ${MAX_CORRECTION} story points at a time.` })
      .max(MAX_CORRECTION, { error: `Correct by at most ${MAX_CORRECTION} story points at a time.` })
      .refine((delta) => delta !== 0, { error: "A correction of 0 changes nothing." }),
  ),
  note: z
    .string({ error: "Say why the story points change." })
    .trim()
    .min(1, { error: "Say why the story points change." })
    .max(MAX_CORRECTION_NOTE_LENGTH, { error: `Keep the note under ${MAX_CORRECTION_NOTE_LENGTH} characters.` })
    .refine(hasNoControlCharacters, { error: CONTROL_CHARACTERS_MESSAGE }),
});
export type CorrectStoryPointsInput = z.infer<typeof correctStoryPointsSchema>;

/**
 * Cancelling a guest-star booking: the booking's ledger entry (its refund is keyed by it, so a
 * retry refunds once), and the battle page the button was pressed on, to go back to it.
 */
export const cancelGuestStarSchema = z.object({
  teamId: idField,
  entryId: idField,
  battleId: z.preprocess((value) => (value === "" || value === null ? undefined : value), idField.optional()),
});
export type CancelGuestStarInput = z.infer<typeof cancelGuestStarSchema>;

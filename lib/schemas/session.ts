import { z } from "zod";
import { idField } from "./campaign";
import { nameField } from "./name-field";
import { CONTROL_CHARACTERS_MESSAGE, hasNoControlCharacters } from "./plain-text";

export const MAX_SESSION_NOTES_LENGTH = 2000;

/** A calendar day as a form posts it (YYYY-MM-DD), checked to be a real day. */
const dayField = z
  .string({ error: "Choose the day it was played." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Choose the day it was played." })
  .refine(
    (day) => {
      const date = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
    },
    { error: "That day does not exist." },
  );

/** What an organiser records of a session: the game's kind (checked against the game by the service), a title, the day, notes. */
export const sessionDetailsSchema = z.object({
  kind: z.string({ error: "Choose what was played." }).regex(/^[A-Z][A-Z0-9_]{0,39}$/, { error: "Choose what was played." }),
  title: nameField("Give the session a title."),
  playedOn: dayField,
  notes: z
    .string()
    .trim()
    .max(MAX_SESSION_NOTES_LENGTH, { error: `Keep the notes under ${MAX_SESSION_NOTES_LENGTH} characters.` })
    .refine(hasNoControlCharacters, { error: CONTROL_CHARACTERS_MESSAGE })
    .optional()
    .transform((notes) => notes ?? ""),
});
export type SessionDetailsInput = z.infer<typeof sessionDetailsSchema>;

export const recordSessionSchema = sessionDetailsSchema.extend({ campaignId: idField });

export const undoSessionSchema = z.object({ campaignId: idField, sessionId: idField });

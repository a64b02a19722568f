import { z } from "zod";
import { CONTROL_CHARACTERS_MESSAGE, hasNoControlCharacters } from "./plain-text";

/**
 * The one name field: people, campaigns, teams and characters, typed in a form or read from an
 * imported file. A name is stored in Unicode NFC, trimmed, and must show something: names made
 * only of invisible characters, names that flip the text around them with bidirectional
 * overrides, and letters buried under stacks of combining marks ("Zalgo") pass for someone else
 * or break the lines they are shown on (found by the hostile probe of the security issue).
 */
export const MAX_NAME_LENGTH = 80;
/** Enough for any script's real accents and vowel signs on one letter; a "Zalgo" stack has dozens. */
export const MAX_COMBINING_MARKS_IN_A_ROW = 4;

export const BIDI_OVERRIDE_MESSAGE = "Remove the invisible characters that reverse the direction of the text.";
export const COMBINING_MARKS_MESSAGE = `Remove the stacked accent marks: at most ${MAX_COMBINING_MARKS_IN_A_ROW} on one letter.`;
export const NOTHING_VISIBLE_MESSAGE = "Use at least one visible letter, digit or sign.";

/** Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
const COMBINING_RUN = new RegExp(`\\p{M}{${MAX_COMBINING_MARKS_IN_A_ROW + 1},}`, "u");
/** Characters Unicode files as letters or signs that draw nothing: the Hangul fillers and the blank braille pattern. */
const BLANK_SIGNS = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/** The first problem of a (normalised, trimmed, non-empty) name's characters, or null. */
export function nameCharacterProblem(name: string): string | null {
  if (!hasNoControlCharacters(name)) return CONTROL_CHARACTERS_MESSAGE;
  if (BIDI_CONTROL.test(name)) return BIDI_OVERRIDE_MESSAGE;
  if (COMBINING_RUN.test(name)) return COMBINING_MARKS_MESSAGE;
  if (!VISIBLE.test(name.replace(BLANK_SIGNS, ""))) return NOTHING_VISIBLE_MESSAGE;
  return null;
}

function checkCharacters(name: string, context: z.RefinementCtx) {
  if (name === "") return; // an empty name has its own message (or is allowed)
  const problem = nameCharacterProblem(name);
  if (problem) context.addIssue({ code: "custom", message: problem });
}

/** A required name; `required` is the field's own "Name the team." */
export function nameField(required: string, maxLength = MAX_NAME_LENGTH) {
  return z
    .string({ error: required })
    .normalize("NFC")
    .trim()
    .min(1, { error: required })
    .max(maxLength, { error: `Keep the name under ${maxLength} characters.` })
    .superRefine(checkCharacters);
}

/**
 * A name that may be left empty (a person's display name at sign-up, a VSGMR figure's group): the
 * same checks when given.
 */
export function optionalNameField(maxLength = MAX_NAME_LENGTH, tooLong = `Keep your name under ${maxLength} characters.`) {
  return z.string().normalize("NFC").trim().max(maxLength, { error: tooLong }).superRefine(checkCharacters);
}

/**
 * A name copied into a record (who rolled, whose team it was), as an imported file carries it:
 * the same checks when not empty, up to `maxLength`, so a file cannot bring in what the forms refuse.
 */
export function recordedNameField(maxLength = 200) {
  return z.string().normalize("NFC").max(maxLength).superRefine(checkCharacters);
}

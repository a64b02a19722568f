/**
 * C0 control characters other than tab, line feed and carriage return. PostgreSQL cannot store
 * NUL in text or JSON at all (the write or the lookup fails, which a page shows as an error:
 * found by the hostile-input fuzzing, tests/reliability/fast/fuzz-actions.test.ts), and the others
 * have no place in an id, a name or a note.
 */
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasNoControlCharacters(text: string): boolean {
  return !CONTROL_CHARACTER.test(text);
}

export const CONTROL_CHARACTERS_MESSAGE = "Remove the invisible control characters.";

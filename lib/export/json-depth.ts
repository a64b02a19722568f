import { hasNoControlCharacters } from "@/lib/schemas/plain-text";
import { MAX_JSON_DEPTH } from "./import-limits";

/**
 * Checks on a parsed import file before its shape is read, shared by the team and campaign
 * readers. Both walk with an explicit stack, so a hostile file of a million nested brackets is
 * answered, not a stack overflow.
 */

export const TOO_DEEP_MESSAGE = "The file nests its data deeper than any Longbox export does, so it is not read.";
export const CONTROL_CHARACTERS_IN_FILE_MESSAGE =
  "The file holds invisible control characters (such as NUL) that no Longbox export writes, so it is not read.";

/** Whether a parsed JSON value nests deeper than `limit` (an array or object inside another counts one level). */
export function isNestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== "object") continue;
    if (depth + 1 > limit) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (child !== null && typeof child === "object") stack.push([child, depth + 1]);
    }
  }
  return false;
}

/**
 * Whether any string or key in a parsed JSON value holds a control character other than tab and
 * line breaks. PostgreSQL cannot store NUL in text or JSON, so such a file would fail at the
 * write instead of being refused as a file (found by tests/reliability/fast/fuzz-import.test.ts).
 */
export function holdsControlCharacters(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === "string") {
      if (!hasNoControlCharacters(current)) return true;
      continue;
    }
    if (current === null || typeof current !== "object") continue;
    if (Array.isArray(current)) {
      stack.push(...current);
      continue;
    }
    for (const [key, child] of Object.entries(current)) {
      if (!hasNoControlCharacters(key)) return true;
      stack.push(child);
    }
  }
  return false;
}

/** The first problem of a parsed file's structure, or null: too deep, then control characters. */
export function structuralProblem(json: unknown, maxDepth: number): string | null {
  if (isNestedDeeperThan(json, maxDepth)) return TOO_DEEP_MESSAGE;
  if (holdsControlCharacters(json)) return CONTROL_CHARACTERS_IN_FILE_MESSAGE;
  return null;
}

export interface ImportTextRules {
  maxBytes: number;
  tooLarge(bytes: number): string;
  empty: string;
  notJson: string;
}

/**
 * The first steps of reading any import file, in order: too large, empty, not JSON, nested too
 * deep or holding control characters. The parsed value, or the message that refuses the file.
 */
export function parseImportText(text: string, rules: ImportTextRules): { ok: true; json: unknown } | { ok: false; error: string } {
  // Cheap before exact: a string's UTF-8 size is at least its length.
  if (text.length > rules.maxBytes) return { ok: false, error: rules.tooLarge(text.length) };
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > rules.maxBytes) return { ok: false, error: rules.tooLarge(bytes) };
  if (text.trim() === "") return { ok: false, error: rules.empty };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: rules.notJson };
  }
  const structural = structuralProblem(json, MAX_JSON_DEPTH);
  return structural ? { ok: false, error: structural } : { ok: true, json };
}

import { hasNoControlCharacters } from "@/lib/schemas/plain-text";
import { MAX_JSON_DEPTH } from "./import-limits";

/**
 * Checks on a parsed import file before its shape is read, shared by the team and campaign
 * readers. Both walk with an explicit stack, so a hostile file of a million nested brackets is
 * answered, not a stack overflow.
 */

export const TOO_DEEP_MESSAGE = "The file nests its data deeper than any Longbox export does, so it is not read.";
export const CONTROL_CHARACTERS_IN_FILE_MESSAGE = "The file holds invisible control characters (such as NUL) that no Longbox export writes, so it is not read.";

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
      // One by one: spreading a list of 250,000 rolls into push() overflows the call stack.
      for (const child of current) stack.push(child);
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

export const TOO_MANY_ITEMS_MESSAGE = "The file holds far more separate items than any Longbox export of its size, so it is not read.";

/**
 * A pass over the text before it is parsed: whether its brackets nest deeper than `maxDepth`, or
 * it holds more than `maxItems` items (counted as the commas and opening brackets outside
 * strings). JSON.parse of a file of millions of tiny values, and every check after it, cost far
 * more than this one loop, so such a file is refused before any of them runs.
 */
export function textShapeProblem(text: string, maxDepth: number, maxItems: number): string | null {
  let depth = 0;
  let items = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (isInString) {
      if (code === 0x5c)
        index++; // a backslash escapes the next character
      else if (code === 0x22) isInString = false;
      continue;
    }
    if (code === 0x22) isInString = true;
    else if (code === 0x7b || code === 0x5b) {
      if (++depth > maxDepth) return TOO_DEEP_MESSAGE;
      if (++items > maxItems) return TOO_MANY_ITEMS_MESSAGE;
    } else if (code === 0x7d || code === 0x5d) depth--;
    else if (code === 0x2c && ++items > maxItems) return TOO_MANY_ITEMS_MESSAGE;
  }
  return null;
}

export interface ImportTextRules {
  maxBytes: number;
  /** The most items (commas and opening brackets) a file of this kind may hold: see textShapeProblem. */
  maxItems: number;
  tooLarge(bytes: number): string;
  empty: string;
  notJson: string;
}

/**
 * The first steps of reading any import file, in order: too large, empty, nested too deep or
 * holding too many items (before parsing), not JSON, holding control characters. The parsed
 * value, or the message that refuses the file.
 */
export function parseImportText(text: string, rules: ImportTextRules): { ok: true; json: unknown } | { ok: false; error: string } {
  // Cheap before exact: a string's UTF-8 size is at least its length.
  if (text.length > rules.maxBytes) return { ok: false, error: rules.tooLarge(text.length) };
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > rules.maxBytes) return { ok: false, error: rules.tooLarge(bytes) };
  if (text.trim() === "") return { ok: false, error: rules.empty };
  const shape = textShapeProblem(text, MAX_JSON_DEPTH, rules.maxItems);
  if (shape) return { ok: false, error: shape };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: rules.notJson };
  }
  const structural = structuralProblem(json, MAX_JSON_DEPTH);
  return structural ? { ok: false, error: structural } : { ok: true, json };
}

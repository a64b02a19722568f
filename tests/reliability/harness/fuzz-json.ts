/**
 * Mutations of a real JSON document (an export made by the app), for fuzzing the importers. A
 * generated case is a short list of mutations, so a counterexample prints as "delete the 37th
 * value, nest the 12th 100 000 deep" rather than a megabyte of JSON; `mutatedText` applies them.
 *
 * Values are numbered in document order (the root is 0). Huge strings and deep nesting are
 * spliced into the text after JSON.stringify, which would itself overflow on deep nesting.
 */
import fc from "fast-check";
import { HOSTILE_STRINGS, NUMERIC_STRINGS } from "./fuzz-forms";

export type JsonMutation =
  | { at: number; kind: "delete" }
  | { at: number; kind: "replace"; value: unknown }
  | { at: number; kind: "retype" }
  | { at: number; kind: "taint"; text: string }
  | { at: number; kind: "duplicate" }
  | { at: number; kind: "grow"; count: number }
  | { at: number; kind: "huge-string"; length: number }
  | { at: number; kind: "nest"; depth: number }
  | { at: number; kind: "add-key"; key: string; value: unknown };

type Path = Array<string | number>;

function valuePaths(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (Array.isArray(value)) value.forEach((item, index) => valuePaths(item, [...path, index], out));
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) valuePaths(item, [...path, key], out);
  return out;
}

const EDGE_NUMBERS = [0, -1, 1, 1.5, -0.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 53), 1e308, -1e308, Number.MIN_VALUE];

/**
 * Mutations of a document. `growTo`: the array lengths "grow" makes (copies of the first item);
 * keep them small for documents whose items are large (a campaign's battles are ~35 KB each).
 */
export function jsonMutations({ growTo = [41, 401, 5_000] }: { growTo?: number[] } = {}): fc.Arbitrary<JsonMutation> {
  return fc.oneof(
    fc.record({ at: fc.nat(), kind: fc.constant("delete" as const) }),
    fc.record({
      at: fc.nat(),
      kind: fc.constant("replace" as const),
      value: fc.oneof(
        fc.jsonValue({ maxDepth: 2 }),
        fc.constantFrom<unknown>(...HOSTILE_STRINGS, ...NUMERIC_STRINGS, ...EDGE_NUMBERS, null, true, false, [], {}, "missing-character-id"),
      ),
    }),
    fc.record({ at: fc.nat(), kind: fc.constant("retype" as const) }),
    // A string of the file with a hostile character added: passes every shape check a random value fails.
    fc.record({ at: fc.nat(), kind: fc.constant("taint" as const), text: fc.constantFrom("\u0000", "\u0007", "\u202E", "\uFEFF") }),
    fc.record({ at: fc.nat(), kind: fc.constant("duplicate" as const) }),
    fc.record({ at: fc.nat(), kind: fc.constant("grow" as const), count: fc.constantFrom(...growTo) }),
    fc.record({ at: fc.nat(), kind: fc.constant("huge-string" as const), length: fc.constantFrom(81, 2_001, 20_001, 300_000) }),
    fc.record({ at: fc.nat(), kind: fc.constant("nest" as const), depth: fc.constantFrom(45, 1_000, 100_000) }),
    fc.record({
      at: fc.nat(),
      kind: fc.constant("add-key" as const),
      key: fc.constantFrom("__proto__", "constructor", "prototype", "toString", "extra"),
      value: fc.constantFrom<unknown>({ polluted: true }, "x", 1, null),
    }),
  );
}

export const jsonMutation = jsonMutations();

function retype(value: unknown): unknown {
  if (typeof value === "string") return Number.isNaN(Number(value)) ? value.length : Number(value);
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "true" : 0;
  if (Array.isArray(value)) return Object.fromEntries(value.map((item, index) => [String(index), item]));
  if (value && typeof value === "object") return Object.values(value);
  return {};
}

/** Sets an own property, even "__proto__", as JSON.parse would have. */
function define(target: object, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
}

/**
 * The document's text after the mutations, each applied to the document as the previous ones
 * left it. A mutation of the root that cannot apply (delete the root) is skipped.
 */
export function mutatedText(document: unknown, mutations: readonly JsonMutation[]): string {
  let root: unknown = structuredClone(document);
  const splices = new Map<string, string>();
  const placeholder = (text: string) => {
    const marker = `\u0001splice-${splices.size}\u0001`;
    splices.set(JSON.stringify(marker), text);
    return marker;
  };
  for (const mutation of mutations) {
    const paths = valuePaths(root);
    const path = paths[mutation.at % paths.length]!;
    const parent = path.slice(0, -1).reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], root) as
      Record<string | number, unknown> | unknown[] | undefined;
    const key = path[path.length - 1];
    const current = key === undefined ? root : (parent as Record<string | number, unknown>)[key];
    const set = (value: unknown) => {
      if (key === undefined) root = value;
      else if (Array.isArray(parent)) parent[key as number] = value;
      else define(parent as object, String(key), value);
    };
    switch (mutation.kind) {
      case "delete":
        if (key === undefined) break;
        if (Array.isArray(parent)) parent.splice(key as number, 1);
        else delete (parent as Record<string, unknown>)[key];
        break;
      case "replace":
        set(structuredClone(mutation.value));
        break;
      case "retype":
        set(retype(current));
        break;
      case "taint":
        if (typeof current === "string") set(current + mutation.text);
        break;
      case "duplicate":
        if (Array.isArray(parent)) parent.splice((key as number) + 1, 0, structuredClone(current));
        else if (Array.isArray(current) && current.length > 0) current.push(structuredClone(current[0]));
        break;
      case "grow":
        if (Array.isArray(current)) while (current.length < mutation.count) current.push(structuredClone(current[0] ?? null));
        else set(Array.from({ length: mutation.count }, () => structuredClone(current)));
        break;
      case "huge-string":
        set(placeholder(JSON.stringify("x".repeat(mutation.length))));
        break;
      case "nest":
        set(placeholder(`${"[".repeat(mutation.depth)}${JSON.stringify(current ?? null)}${"]".repeat(mutation.depth)}`));
        break;
      case "add-key":
        if (current && typeof current === "object" && !Array.isArray(current)) define(current, mutation.key, structuredClone(mutation.value));
        break;
    }
  }
  let text = JSON.stringify(root) ?? "null";
  for (const [marker, replacement] of splices) text = text.split(marker).join(replacement);
  return text;
}

/** Damage to the bytes themselves: cut short, a stray byte, a BOM, NUL, another encoding's bytes. */
export type TextMutation = { kind: "truncate"; at: number } | { kind: "insert"; at: number; text: string } | { kind: "prefix"; text: string };

export const textMutation: fc.Arbitrary<TextMutation> = fc.oneof(
  fc.record({ kind: fc.constant("truncate" as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant("insert" as const),
    at: fc.nat(),
    text: fc.oneof(fc.constantFrom("\u0000", "\uD800", ",", "}", "]", '"', "\\", "\uFEFF", "NaN", "undefined"), fc.string({ unit: "binary", maxLength: 5 })),
  }),
  fc.record({ kind: fc.constant("prefix" as const), text: fc.constantFrom("\uFEFF", ")]}'\n", "\u0000", "<!DOCTYPE html>") }),
);

export function damagedText(text: string, mutation: TextMutation): string {
  if (mutation.kind === "prefix") return mutation.text + text;
  const at = mutation.at % (text.length + 1);
  return mutation.kind === "truncate" ? text.slice(0, at) : text.slice(0, at) + mutation.text + text.slice(at);
}

/** `text` padded with trailing spaces (still the same JSON) to exactly `bytes` bytes of UTF-8. */
export function padToBytes(text: string, bytes: number): string {
  const size = new TextEncoder().encode(text).length;
  if (size > bytes) throw new Error(`The text is already ${size} bytes`);
  return text + " ".repeat(bytes - size);
}

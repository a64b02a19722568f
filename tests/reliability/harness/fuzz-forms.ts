/**
 * fast-check arbitraries for hostile form posts. A generated form is a list of entries that
 * prints readably in a counterexample (huge strings and files are described, then built by
 * `toFormData`), so a failure can be read and replayed.
 *
 * Two shapes of form, mixed:
 * - "shaped": the action's own fields with plausible values (real ids of this campaign and of
 *   another one, enum values, a valid build or export), then a few mutations: a value swapped for
 *   a hostile one or given a hostile character, a field repeated or dropped, an extra field;
 * - "chaos": any names with any values.
 */
import fc from "fast-check";
import type { ActionEntry } from "./fuzz-actions-catalog";
import type { IdPools } from "./fuzz-world";

/** A huge value, built only when the form is: `{ repeat: "é", times: 600000 }`. */
export interface Repeated {
  repeat: string;
  times: number;
}
/** A file upload where the action expects text. */
export interface Upload {
  file: string;
  name: string;
  type: string;
}
export type FuzzValue = string | Repeated | Upload;
export type FuzzEntry = [name: string, value: FuzzValue];

export function materialise(value: FuzzValue): string | File {
  if (typeof value === "string") return value;
  if ("repeat" in value) return value.repeat.repeat(value.times);
  return new File([value.file], value.name, { type: value.type });
}

export function toFormData(entries: readonly FuzzEntry[]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, materialise(value));
  return form;
}

/** What hostile text looks like: control characters, odd unicode, injections, prototype keys. */
export const HOSTILE_STRINGS = [
  "",
  " ",
  "\t\r\n",
  "\u0000",
  "a\u0000b",
  "\u0001\u0002\u001f\u007f",
  "\uD800",
  "x\uDFFFy",
  "\uFEFF",
  "\u202Eevil",
  "\u200B",
  "\u2028\u2029",
  "e\u0301\u0301\u0301",
  "😀",
  "👩‍👩‍👧‍👦",
  "𝕃𝕠𝕟𝕘𝕓𝕠𝕩",
  "Ω≈ç√∫",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "[object Object]",
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  "' OR '1'='1",
  '\'; DROP TABLE "User"; --',
  "\\",
  "%",
  "_%_",
  "%00",
  "%E0%A4%A",
  "${7*7}",
  "{{7*7}}",
  "<script>alert(1)</script>",
  "../../../etc/passwd",
  "javascript:alert(1)",
  "//evil.example",
  "https://evil.example/",
  "/\\evil.example",
];

export const NUMERIC_STRINGS = [
  "0",
  "-0",
  "-1",
  "1",
  "2",
  "3",
  "7",
  "1.5",
  "1e3",
  "1e308",
  "-1e308",
  "NaN",
  "Infinity",
  "-Infinity",
  "0x1F",
  "0b11",
  "9007199254740993",
  "2147483647",
  "2147483648",
  "-2147483649",
  " 3 ",
  "3abc",
  "٣",
  "１",
];

const HOSTILE_NAMES = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "",
  "$ACTION_ID_0",
  "$ACTION_REF_1",
  "1_$ACTION_KEY",
  "teamId[]",
  "teams[0][teamId]",
  "😀",
  "a\u0000b",
];

const HUGE_SIZES = [65, 81, 201, 2_001, 20_001, 512 * 1024 + 1, 600_000];

export interface FuzzContext {
  pools: IdPools;
  /** Real values for fields whose format is too strict to hit at random. */
  samples: { builds: string[]; teamExports: string[]; emails: string[]; requestKey: string };
}

const hostile: fc.Arbitrary<string> = fc.constantFrom(...HOSTILE_STRINGS);
const numeric: fc.Arbitrary<string> = fc.constantFrom(...NUMERIC_STRINGS);
const huge: fc.Arbitrary<Repeated> = fc.record({ repeat: fc.constantFrom("a", "9", "é", "😀", "\u0000", "{"), times: fc.constantFrom(...HUGE_SIZES) });
const upload = (text: fc.Arbitrary<string>): fc.Arbitrary<Upload> =>
  fc.record({
    file: text,
    name: fc.constantFrom("team.json", "../../x.json", "a\u0000.png", ""),
    type: fc.constantFrom("application/json", "image/png", "application/octet-stream", ""),
  });

function anyId(pools: IdPools): fc.Arbitrary<string> {
  return fc.constantFrom(...Object.values(pools).flat());
}

/** A value for a field called `name`: most often the right kind of thing (this campaign's or another's). */
export function plausibleValue(name: string, context: FuzzContext, literals: readonly string[]): fc.Arbitrary<string> {
  const { pools, samples } = context;
  const n = name.toLowerCase();
  const ids = (kind: keyof IdPools) => fc.constantFrom(...pools[kind]);
  if (n.includes("campaign")) return ids("campaign");
  if (n.includes("battle")) return ids("battle");
  if (n.includes("invite")) return ids("invite");
  if (n.includes("token")) return ids("token");
  if (n.includes("requestkey")) return fc.oneof(fc.uuid(), fc.constant(samples.requestKey));
  if (n.includes("user")) return ids("user");
  if (n === "winner") return fc.oneof(ids("team"), fc.constantFrom("draw", "won"));
  if (/team|diplomat|defender|injuredby/.test(n)) return ids("team");
  if (/character|card|figure|vampire|carrier|released|sidekickof|artifact|vehicle/.test(n)) return ids("character");
  if (n === "build") return fc.constantFrom(...samples.builds);
  if (n === "json") return fc.constantFrom(...samples.teamExports);
  if (n.includes("email")) return fc.constantFrom(...samples.emails);
  if (n.includes("password")) return fc.constantFrom("correct horse battery", "wrong password", "x");
  if (n.includes("callbackurl"))
    return fc.constantFrom("/account", "/campaigns", "https://evil.example/", "//evil.example", "/\\evil.example", " //evil.example", "javascript:alert(1)");
  if (n.includes("name") || n.includes("note")) return fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom("Night Shift", "Ace"));
  return literals.length > 0 ? fc.oneof(fc.constantFrom(...literals), numeric) : numeric;
}

/** Any value at all: plausible, another kind of id, a literal, hostile text, a number, huge, JSON, a file. */
export function anyValue(context: FuzzContext, literals: readonly string[]): fc.Arbitrary<FuzzValue> {
  return fc.oneof(
    { arbitrary: anyId(context.pools), weight: 3 },
    { arbitrary: literals.length > 0 ? fc.constantFrom(...literals) : numeric, weight: 3 },
    { arbitrary: hostile, weight: 4 },
    { arbitrary: numeric, weight: 2 },
    { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 2 },
    { arbitrary: fc.json({ maxDepth: 3 }), weight: 1 },
    { arbitrary: huge, weight: 1 },
    { arbitrary: upload(fc.oneof(fc.json({ maxDepth: 2 }), hostile)), weight: 1 },
  );
}

function fieldName(action: ActionEntry, context: FuzzContext): fc.Arbitrary<string> {
  const arbitraries: fc.WeightedArbitrary<string>[] = [{ arbitrary: fc.constantFrom(...HOSTILE_NAMES), weight: 1 }];
  if (action.fieldNames.length > 0) arbitraries.push({ arbitrary: fc.constantFrom(...action.fieldNames), weight: 5 });
  if (action.fieldPrefixes.length > 0) arbitraries.push({ arbitrary: prefixedName(action, context), weight: 2 });
  return fc.oneof(...arbitraries);
}

/** `fielded:<teamId>`, `curseLifts:<teamId>:<characterId>`, `bumpCharacter:<teamId>:0`… */
function prefixedName(action: ActionEntry, context: FuzzContext): fc.Arbitrary<string> {
  const id = anyId(context.pools);
  const tail = fc.option(fc.oneof(id, fc.constantFrom("0", "1", "-1", "99")), { nil: undefined });
  return fc.tuple(fc.constantFrom(...action.fieldPrefixes), id, tail).map(([prefix, first, second]) => `${prefix}${first}${second === undefined ? "" : `:${second}`}`);
}

type Mutation =
  | { kind: "replace"; at: number; value: FuzzValue }
  | { kind: "taint"; at: number; text: string; isPrefix: boolean }
  | { kind: "repeat"; at: number; value: FuzzValue }
  | { kind: "drop"; at: number }
  | { kind: "add"; name: string; value: FuzzValue };

function mutate(entries: FuzzEntry[], mutations: readonly Mutation[]): FuzzEntry[] {
  const result = [...entries];
  for (const mutation of mutations) {
    if (mutation.kind === "add") {
      result.push([mutation.name, mutation.value]);
      continue;
    }
    if (result.length === 0) continue;
    const at = mutation.at % result.length;
    const [name, value] = result[at]!;
    if (mutation.kind === "replace") result[at] = [name, mutation.value];
    else if (mutation.kind === "taint") result[at] = [name, typeof value === "string" ? (mutation.isPrefix ? mutation.text + value : value + mutation.text) : value];
    else if (mutation.kind === "repeat") result.splice(at + 1, 0, [name, mutation.value]);
    else result.splice(at, 1);
  }
  return result;
}

/** Hostile posts for one action. */
export function hostileForm(action: ActionEntry, context: FuzzContext): fc.Arbitrary<FuzzEntry[]> {
  const value = anyValue(context, action.literals);
  const name = fieldName(action, context);
  const own = action.fieldNames.map((field) =>
    fc.option(
      plausibleValue(field, context, action.literals).map((v): FuzzEntry => [field, v]),
      { nil: undefined, freq: 5 },
    ),
  );
  const prefixed =
    action.fieldPrefixes.length > 0
      ? fc.array(fc.tuple(prefixedName(action, context), fc.oneof(plausibleValue("", context, action.literals), anyId(context.pools))), { maxLength: 4 })
      : fc.constant([]);
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    fc.record({ kind: fc.constant("replace" as const), at: fc.nat(), value }),
    // A plausible value with a hostile character on it: gets past the format checks that random text never passes.
    fc.record({
      kind: fc.constant("taint" as const),
      at: fc.nat(),
      text: fc.constantFrom("\u0000", "\u0007", "\uD800", "\u202E", "\uFEFF", "%", "'", "\\"),
      isPrefix: fc.boolean(),
    }),
    fc.record({ kind: fc.constant("repeat" as const), at: fc.nat(), value }),
    fc.record({ kind: fc.constant("drop" as const), at: fc.nat() }),
    fc.record({ kind: fc.constant("add" as const), name, value }),
  );
  const shaped = fc
    .tuple(fc.tuple(...own), prefixed, fc.array(mutation, { maxLength: 4 }))
    .map(([fields, extra, mutations]) => mutate([...fields.filter((f): f is FuzzEntry => f !== undefined), ...(extra as FuzzEntry[])], mutations));
  const chaos = fc.array(fc.tuple(name, value), { maxLength: 10 });
  return fc.oneof({ arbitrary: shaped, weight: 3 }, { arbitrary: chaos, weight: 1 });
}

/**
 * Finds every server action at test time, and what its form looks like, so the fuzzer covers a
 * new action without anyone listing it: every "use server" module under lib/actions and each game's
 * lib/games/<game>/actions, each of its
 * exported functions, and the field names and literal values its source and schemas mention.
 *
 * Field names come from three places, because actions read forms three ways:
 * - `formData.get("x")` / `getAll("x")` in the action or the form adapter it imports;
 * - template names such as `fielded:${teamId}` (kept as the prefix "fielded:");
 * - the keys of the zod objects it imports (walked at run time, nested shapes included).
 * Literals (enum values, "on", "physical", …) come from the same zod schemas and the sources.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
/** Each game system's folder of this name under lib/games (its actions, its schemas). */
function gameDirs(name: string): string[] {
  const games = path.join(ROOT, "lib", "games");
  return readdirSync(games, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(games, entry.name, name))
    .filter((dir) => existsSync(dir));
}

/** Where the app's server actions live: the generic ones, and each game system's own. */
export function actionDirs(): string[] {
  return [path.join(ROOT, "lib", "actions"), ...gameDirs("actions")];
}

/** Where an action's form fields are declared: the action directories and the schemas (generic and each game's). */
const SCANNED = [...actionDirs(), path.join(ROOT, "lib", "schemas"), ...gameDirs("schemas")];

export interface ActionEntry {
  /** "lib/actions/update-team-action.ts#updateTeamAction" */
  id: string;
  file: string;
  name: string;
  fn: (previous: never, form: FormData) => Promise<unknown>;
  fieldNames: string[];
  /** Names built at render time from an id, e.g. "fielded:" for `fielded:<teamId>`. */
  fieldPrefixes: string[];
  literals: string[];
}

const USE_SERVER = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*["']use server["']/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => path.join(dir, file));
}

export function serverActionFiles(): string[] {
  return actionDirs()
    .flatMap(sourceFiles)
    .filter((file) => USE_SERVER.test(readFileSync(file, "utf8")))
    .sort();
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? path.join(ROOT, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  const file = base.endsWith(".ts") ? base : `${base}.ts`;
  return SCANNED.some((dir) => file.startsWith(dir)) ? file : null;
}

interface Imported {
  file: string;
  names: string[];
}

function importsOf(file: string, source: string): Imported[] {
  const found: Imported[] = [];
  for (const match of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+"([^"]+)"/g)) {
    const target = resolveImport(file, match[2]!);
    if (!target) continue;
    const names = match[1]!
      .split(",")
      .map(
        (part) =>
          part
            .trim()
            .replace(/^type\s+/, "")
            .split(/\s+as\s+/)[0]!,
      )
      .filter(Boolean);
    found.push({ file: target, names });
  }
  return found;
}

/** The action's file and the lib/actions and lib/schemas modules it reaches, with the names it takes from each. */
function reachable(file: string): Map<string, Set<string>> {
  const seen = new Map<string, Set<string>>([[file, new Set()]]);
  const queue = [file];
  while (queue.length > 0) {
    const current = queue.shift()!;
    for (const { file: target, names } of importsOf(current, readFileSync(current, "utf8"))) {
      if (!seen.has(target)) {
        seen.set(target, new Set());
        queue.push(target);
      }
      for (const name of names) seen.get(target)!.add(name);
    }
  }
  return seen;
}

const NAME = /^[A-Za-z_$][\w$:.-]{0,60}$/;
const LITERAL = /^[A-Za-z0-9_.:-]{1,40}$/;

function fromSource(source: string, names: Set<string>, prefixes: Set<string>, literals: Set<string>) {
  for (const m of source.matchAll(/\.(?:get|getAll|has)\(\s*"([^"]+)"\s*\)/g)) names.add(m[1]!);
  for (const m of source.matchAll(/`([A-Za-z]+:)\$\{/g)) prefixes.add(m[1]!);
  // Keys of zod objects declared in place (z.object({ teamId: idField })).
  for (const m of source.matchAll(/\b(\w+):\s*(?:z\.|idField\b|\w+Field\b|\w+Schema\b|checkbox\b)/g)) names.add(m[1]!);
  for (const m of source.matchAll(/"([^"\n]*)"/g)) {
    const text = m[1]!;
    if (LITERAL.test(text) && !text.startsWith("@") && text !== "use server" && text !== "server-only") literals.add(text);
  }
}

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string } };
}
const isZod = (value: unknown): value is ZodLike => typeof value === "object" && value !== null && "_zod" in value;

function walkZod(schema: unknown, names: Set<string>, literals: Set<string>, depth = 0) {
  if (!isZod(schema) || depth > 12) return;
  const def = schema._zod.def;
  const visit = (child: unknown) => walkZod(child, names, literals, depth + 1);
  switch (def.type) {
    case "object":
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) {
        if (NAME.test(key)) names.add(key);
        visit(child);
      }
      break;
    case "enum":
      for (const value of Object.values(def.entries as Record<string, unknown>)) if (typeof value === "string") literals.add(value);
      break;
    case "literal":
      for (const value of def.values as unknown[]) literals.add(String(value));
      break;
    case "union":
      for (const option of def.options as unknown[]) visit(option);
      break;
    case "array":
      visit(def.element);
      break;
    case "record":
      visit(def.keyType);
      visit(def.valueType);
      break;
    case "pipe":
      visit(def.in);
      visit(def.out);
      break;
    case "intersection":
      visit(def.left);
      visit(def.right);
      break;
    default:
      if ("innerType" in def) visit(def.innerType);
  }
}

/** Every exported function of every "use server" module, with what its form is known to contain. */
export async function catalogServerActions(): Promise<ActionEntry[]> {
  const entries: ActionEntry[] = [];
  for (const file of serverActionFiles()) {
    const names = new Set<string>();
    const prefixes = new Set<string>();
    const literals = new Set<string>();
    for (const [reached, imported] of reachable(file)) {
      fromSource(readFileSync(reached, "utf8"), names, prefixes, literals);
      if (reached === file || imported.size === 0) continue;
      const exported = (await import(reached)) as Record<string, unknown>;
      for (const name of imported) walkZod(exported[name], names, literals);
    }
    const exported = (await import(file)) as Record<string, unknown>;
    const relative = path.relative(ROOT, file);
    for (const [name, fn] of Object.entries(exported)) {
      if (typeof fn !== "function") continue;
      entries.push({
        id: `${relative}#${name}`,
        file: relative,
        name,
        fn: fn as ActionEntry["fn"],
        fieldNames: [...names].filter((n) => NAME.test(n)).sort(),
        fieldPrefixes: [...prefixes].sort(),
        literals: [...literals].sort(),
      });
    }
  }
  return entries;
}

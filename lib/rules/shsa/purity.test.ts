/**
 * The SHSA rules are pure (STYLE.md §2): no clock, no randomness but a `Dice`, no Node, framework
 * or database import. The shared lint blocks name each game's folder; this check holds this
 * folder to the same rules by reading its source files.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const DIR = fileURLToPath(new URL(".", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === "testing" ? [] : sources(`${dir}${entry.name}/`);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [`${dir}${entry.name}`] : [];
  });
}

/** Code with its comments removed, so a comment may name what it avoids. */
function codeOnly(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
}

const FORBIDDEN: Array<{ label: string; pattern: RegExp }> = [
  { label: "Math.random", pattern: /Math\.random/ },
  { label: "the clock", pattern: /\bDate\b/ },
  { label: "process", pattern: /\bprocess\./ },
  { label: "global crypto", pattern: /\bcrypto\./ },
  { label: "a Node, Next, React or Prisma import", pattern: /from\s+["'](node:|fs|crypto|next|react|@prisma)/ },
  { label: "an import from outside lib/rules", pattern: /from\s+["'](@\/|\.\.\/\.\.\/)/ },
  { label: "require or dynamic import", pattern: /\brequire\(|\bimport\(/ },
  { label: "another game's rules", pattern: /from\s+["']\.\.\/(smf|vsgmr|supers-unlimited)/ },
];

describe("lib/rules/shsa is pure", () => {
  const files = sources(DIR);

  test("the check reads the library's files", () => {
    expect(files.length).toBeGreaterThan(8);
  });

  test("a forbidden use is caught by the check", () => {
    const caught = FORBIDDEN.filter(({ pattern }) => pattern.test(codeOnly('import { readFileSync } from "node:fs";\nexport const t = Date.now() + Math.random();')));
    expect(caught.map((f) => f.label)).toEqual(["Math.random", "the clock", "a Node, Next, React or Prisma import"]);
  });

  test.each(FORBIDDEN)("no $label", ({ pattern }) => {
    const offenders = files.filter((file) => pattern.test(codeOnly(readFileSync(file, "utf8"))));
    expect(offenders).toEqual([]);
  });
});

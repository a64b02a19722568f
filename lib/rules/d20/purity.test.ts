/**
 * The d20 rules are pure (STYLE.md §2). The shared lint names each game's folder; until this one
 * is named there, this test holds the folder to the same rules by reading its sources: no clock,
 * no Math.random, no environment, and imports only from this folder, the shared dice and zod.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const DIR = fileURLToPath(new URL(".", import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(`${path}/`);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** The code without its comments (comments may name what the code avoids). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}

const FORBIDDEN = [/Math\.random/, /Date\.now/, /new Date\b/, /\bDate\(/, /process\.env/, /\bcrypto\./, /\brequire\(/, /\bimport\(/];

export function impurities(text: string): string[] {
  const body = code(text);
  const found = FORBIDDEN.filter((re) => re.test(body)).map((re) => re.source);
  for (const m of body.matchAll(/\bfrom\s+"([^"]+)"/g)) {
    const spec = m[1]!;
    const ok = spec === "zod" || spec === "../dice" || spec === "../../dice" || (spec.startsWith("./") && !spec.includes("..")) || spec === "../check" || spec === "../conditions";
    if (!ok) found.push(`import ${spec}`);
  }
  return found;
}

describe("the d20 rules are pure", () => {
  test("the check finds each impurity and passes clean code", () => {
    expect(impurities("export const x = Math.random();")).toEqual(["Math\\.random"]);
    expect(impurities("export const t = new Date(0);")).toContain("new Date\\b");
    expect(impurities('import { readFileSync } from "node:fs";')).toEqual(["import node:fs"]);
    expect(impurities('import { SAMPLE_CHARACTERS } from "../smf";')).toEqual(["import ../smf"]);
    expect(impurities('// never Math.random here\nimport { z } from "zod";\nimport type { Dice } from "../dice";')).toEqual([]);
  });

  test("every source file in the folder passes", () => {
    const files = sourceFiles(DIR);
    expect(files.length).toBeGreaterThan(10);
    const problems = files.flatMap((file) => impurities(readFileSync(file, "utf8")).map((p) => `${file.slice(DIR.length)}: ${p}`));
    expect(problems).toEqual([]);
  });
});

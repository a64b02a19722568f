import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const DIR = fileURLToPath(new URL(".", import.meta.url));
const RULINGS = readFileSync(`${DIR}RULINGS.md`, "utf8");

function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}${entry.name}`;
    if (entry.isDirectory()) return files(`${path}/`, keep);
    return keep(entry.name) ? [path] : [];
  });
}

const cited = (paths: string[]) => new Set(paths.flatMap((file) => [...readFileSync(file, "utf8").matchAll(/SHSA-R\d+/g)].map((m) => m[0])));

describe("RULINGS.md", () => {
  const defined = [...RULINGS.matchAll(/^\| (SHSA-R\d+) \|/gm)].map((m) => m[1]!);

  test("rulings are numbered SHSA-R1, SHSA-R2 … without gaps", () => {
    expect(defined.length).toBeGreaterThan(10);
    expect(defined).toEqual(defined.map((_, i) => `SHSA-R${i + 1}`));
  });

  test("every ruling the code cites is defined there", () => {
    const inCode = cited(files(DIR, (n) => n.endsWith(".ts") && !n.endsWith(".test.ts")));
    expect(inCode.size).toBeGreaterThan(5);
    for (const id of inCode) expect(defined).toContain(id);
  });

  test("every ruling has a test that names it", () => {
    const inTests = cited(files(DIR, (n) => n.endsWith(".test.ts") && n !== "rulings.test.ts"));
    expect(defined.filter((id) => !inTests.has(id))).toEqual([]);
  });

  test("every line cited in the folder is a line of the play sheet (602 lines)", () => {
    const lines = files(DIR, (n) => n.endsWith(".ts") || n.endsWith(".md")).flatMap((file) => [...readFileSync(file, "utf8").matchAll(/\bL(\d+)\b/g)].map((m) => Number(m[1])));
    expect(lines.length).toBeGreaterThan(100);
    expect(lines.filter((n) => n < 1 || n > 602)).toEqual([]);
  });

  test("every ruling cites the play sheet's lines", () => {
    for (const row of RULINGS.split("\n").filter((l) => /^\| SHSA-R\d+ \|/.test(l))) expect(row).toMatch(/L\d+/);
  });
});

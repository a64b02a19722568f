import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const DIR = fileURLToPath(new URL(".", import.meta.url));
const RULINGS = readFileSync(`${DIR}RULINGS.md`, "utf8");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(`${path}/`);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("RULINGS.md", () => {
  const defined = [...RULINGS.matchAll(/^\| (VS-R\d+) \|/gm)].map((m) => m[1]!);

  test("rulings are numbered VS-R1, VS-R2 … without gaps", () => {
    expect(defined).toEqual(defined.map((_, i) => `VS-R${i + 1}`));
  });

  test("every ruling the code cites is defined there", () => {
    const cited = new Set(sourceFiles(DIR).flatMap((file) => [...readFileSync(file, "utf8").matchAll(/VS-R\d+/g)].map((m) => m[0])));
    expect(cited.size).toBeGreaterThan(5);
    for (const id of cited) expect(defined).toContain(id);
  });
});

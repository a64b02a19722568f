/**
 * Keeps lib/rules pure (STYLE.md §2): no hidden randomness, clock, environment or I/O, no
 * framework or database imports, and no test fixtures. Randomness comes only from the `Dice`
 * passed in. Tests and benchmarks are exempt (this file reads the disk itself). Comments are
 * ignored, so a comment may name what it avoids.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const RULES_DIR = fileURLToPath(new URL(".", import.meta.url));
const PROJECT_DIR = fileURLToPath(new URL("../..", import.meta.url));

const FORBIDDEN_CODE: ReadonlyArray<{ pattern: RegExp; why: string }> = [
  { pattern: /\bMath\.random\b/, why: "Math.random (take a Dice instead)" },
  { pattern: /\bDate\.now\b/, why: "Date.now (pass the time in)" },
  { pattern: /\bnew\s+Date\b/, why: "new Date (pass the time in)" },
  { pattern: /(?<!\bnew\s+)\bDate\s*\(/, why: "Date( (pass the time in)" },
  { pattern: /\bprocess\./, why: "process. (no environment in rules)" },
  { pattern: /\bcrypto\.\w/, why: "global crypto (take a Dice instead)" },
];

/** Module names rules may not import: Node built-ins, fs, crypto, Next, React, Prisma, test fixtures. */
const FORBIDDEN_MODULE = /^(?:node:|fs(?:\/|$)|crypto$|next(?:\/|$)|react(?:-dom)?(?:\/|$)|@prisma\/)|(?:^|\/)testing\/fixtures$/;
const MODULE_REFERENCE = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["']([^"']+)["']/g;

/** Blanks out comments, keeping strings and line breaks so line numbers stay right. */
function stripComments(source: string): string {
  let out = "";
  let i = 0;
  while (i < source.length) {
    const two = source.slice(i, i + 2);
    const char = source[i]!;
    if (two === "//") {
      while (i < source.length && source[i] !== "\n") i++;
    } else if (two === "/*") {
      const end = source.indexOf("*/", i + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += source.slice(i, stop).replace(/[^\n]/g, " ");
      i = stop;
    } else if (char === '"' || char === "'" || char === "`") {
      let j = i + 1;
      while (j < source.length && source[j] !== char) j += source[j] === "\\" ? 2 : 1;
      out += source.slice(i, j + 1);
      i = j + 1;
    } else {
      out += char;
      i++;
    }
  }
  return out;
}

/** Every impurity in one file's text, as "line N: what". */
function findImpurities(source: string): string[] {
  const problems: string[] = [];
  stripComments(source)
    .split("\n")
    .forEach((line, index) => {
      for (const { pattern, why } of FORBIDDEN_CODE) {
        if (pattern.test(line)) problems.push(`line ${index + 1}: ${why}`);
      }
      for (const [, moduleName] of line.matchAll(MODULE_REFERENCE)) {
        if (FORBIDDEN_MODULE.test(moduleName!)) problems.push(`line ${index + 1}: imports "${moduleName}"`);
      }
    });
  return problems;
}

function ruleSourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ruleSourceFiles(path);
    const isSource = entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") && !entry.name.endsWith(".bench.ts");
    return isSource ? [path] : [];
  });
}

describe("lib/rules is pure", () => {
  test("no rules source file uses randomness, the clock, the environment or forbidden imports", () => {
    const files = ruleSourceFiles(RULES_DIR);
    expect(files.map((f) => relative(PROJECT_DIR, f))).toContain("lib/rules/dice.ts");
    const problems = files.flatMap((file) =>
      findImpurities(readFileSync(file, "utf8")).map((problem) => `${relative(PROJECT_DIR, file)} ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});

describe("the purity scanner", () => {
  test.each([
    { label: "Math.random", source: "const x = Math.random();", problem: "line 1: Math.random (take a Dice instead)" },
    { label: "Date.now", source: "\nconst t = Date.now();", problem: "line 2: Date.now (pass the time in)" },
    { label: "new Date", source: "const d = new Date(0);", problem: "line 1: new Date (pass the time in)" },
    { label: "Date()", source: "const s = Date();", problem: "line 1: Date( (pass the time in)" },
    { label: "process.env", source: "const e = process.env.X;", problem: "line 1: process. (no environment in rules)" },
    { label: "global crypto", source: "crypto.getRandomValues(a);", problem: "line 1: global crypto (take a Dice instead)" },
    { label: "node: import", source: 'import { readFileSync } from "node:fs";', problem: 'line 1: imports "node:fs"' },
    { label: "fs import", source: "import fs from 'fs';", problem: 'line 1: imports "fs"' },
    { label: "fs/promises import", source: 'import { readFile } from "fs/promises";', problem: 'line 1: imports "fs/promises"' },
    { label: "crypto import", source: 'import { randomInt } from "crypto";', problem: 'line 1: imports "crypto"' },
    { label: "next import", source: 'import { redirect } from "next/navigation";', problem: 'line 1: imports "next/navigation"' },
    { label: "react import", source: 'import { useState } from "react";', problem: 'line 1: imports "react"' },
    { label: "prisma import", source: 'import { PrismaClient } from "@prisma/client";', problem: 'line 1: imports "@prisma/client"' },
    { label: "side-effect import", source: 'import "node:crypto";', problem: 'line 1: imports "node:crypto"' },
    { label: "dynamic import", source: 'const m = await import("node:os");', problem: 'line 1: imports "node:os"' },
    { label: "require", source: 'const m = require("fs");', problem: 'line 1: imports "fs"' },
    { label: "test fixtures", source: 'import { member } from "../testing/fixtures";', problem: 'line 1: imports "../testing/fixtures"' },
  ])("flags $label", ({ source, problem }) => {
    expect(findImpurities(source)).toEqual([problem]);
  });

  test.each([
    { label: "a line comment naming Math.random", source: "const a = 1; // never Math.random here" },
    { label: "a block comment naming new Date", source: "/* no new Date,\n no process.env */ const b = 2;" },
    { label: "a function whose name ends in Date(", source: "const c = updateDate(1);" },
    { label: "cryptoDice", source: 'import { cryptoDice } from "../server/crypto-dice";' },
    { label: "a local module", source: 'import { rollGoals } from "./dice";' },
    { label: "a module named like the fixtures folder", source: 'import { x } from "./testing-odds";' },
    { label: "a package with a similar name", source: 'import x from "nextjs-like"; import y from "reactive";' },
    { label: "a URL in a string", source: 'const u = "https://example.com"; const v = 1;' },
  ])("allows $label", ({ source }) => {
    expect(findImpurities(source)).toEqual([]);
  });
});

/**
 * The rules library's purity (STYLE.md §2) is enforced by ESLint (eslint.config.mjs): this test
 * proves the configured rules catch each impurity in a rules file, allow what is fine, and leave
 * other layers alone. Comments are never code, so a comment may name what it avoids. It also proves
 * the layer rule below the services: components and pure code import nothing from a service, not
 * even a type (a game's pages, which are route bodies, may).
 */
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, test } from "vitest";

const PROJECT_DIR = fileURLToPath(new URL("../..", import.meta.url));
// One instance for the whole file. Its first lint loads the flat config and the TypeScript parser
// (1.5 s on an idle machine, several times that while the other unit files share two busy cores):
// that happens once, in beforeAll under the unit project's hook budget, not inside the first case.
const eslint = new ESLint({ cwd: PROJECT_DIR });
beforeAll(async () => {
  await eslint.lintText("export {};", { filePath: `${PROJECT_DIR}lib/rules/smf/example.ts` });
});

const RULES = new Set(["no-restricted-imports", "@typescript-eslint/no-restricted-imports", "no-restricted-properties", "no-restricted-syntax"]);

/** The boundary problems ESLint finds in `source` as if it were the file at `filePath`. */
async function boundaryProblems(source: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${PROJECT_DIR}${filePath}` });
  return result!.messages.filter((m) => m.ruleId && RULES.has(m.ruleId)).map((m) => m.message);
}

describe("lib/rules is pure, by lint", () => {
  test.each([
    { label: "Math.random", source: "export const x = Math.random();" },
    { label: "Date.now", source: "export const t = Date.now();" },
    { label: "new Date", source: "export const d = new Date(0);" },
    { label: "Date()", source: "export const s = Date();" },
    { label: "process.env", source: "export const e = process.env.X;" },
    { label: "global crypto", source: "export const a = crypto.getRandomValues(new Uint8Array(1));" },
    { label: "node: import", source: 'import { readFileSync } from "node:fs";\nexport const r = readFileSync;' },
    { label: "fs import", source: "import fs from 'fs';\nexport const f = fs;" },
    { label: "fs/promises import", source: 'import { readFile } from "fs/promises";\nexport const r = readFile;' },
    { label: "crypto import", source: 'import { randomInt } from "crypto";\nexport const r = randomInt;' },
    { label: "next import", source: 'import { redirect } from "next/navigation";\nexport const r = redirect;' },
    { label: "react import", source: 'import { useState } from "react";\nexport const u = useState;' },
    { label: "prisma import", source: 'import { PrismaClient } from "@prisma/client";\nexport const p = PrismaClient;' },
    { label: "side-effect import", source: 'import "node:crypto";' },
    { label: "dynamic import", source: 'export const m = () => import("node:os");' },
    { label: "require", source: 'export const m = require("fs");' },
    { label: "test fixtures", source: 'import { member } from "../testing/fixtures";\nexport const m = member;' },
    { label: "a service", source: 'import { db } from "@/lib/server/db";\nexport const d = db;' },
    { label: "a service, relatively", source: 'import { cryptoDice } from "../../server/crypto-dice";\nexport const c = cryptoDice;' },
  ])("a game's rules file may not use $label", async ({ source }) => {
    expect(await boundaryProblems(source, "lib/rules/smf/example.ts")).not.toEqual([]);
  });

  test("Supers Unlimited's rules are held to it and keep out of SMF's", async () => {
    expect(await boundaryProblems("export const x = Math.random();", "lib/rules/supers-unlimited/example.ts")).not.toEqual([]);
    expect(await boundaryProblems('import { SCENARIOS } from "../smf/data/scenarios";\nexport const s = SCENARIOS;', "lib/rules/supers-unlimited/set-up/example.ts")).not.toEqual(
      [],
    );
    expect(await boundaryProblems('import { rollTrait } from "../supers-unlimited/dice";\nexport const r = rollTrait;', "lib/rules/smf/example.ts")).not.toEqual([]);
    expect(await boundaryProblems('import { seededDice } from "../dice";\nexport const d = seededDice;', "lib/rules/supers-unlimited/example.ts")).toEqual([]);
  });

  test.each([
    { label: "Math.random", source: "export const x = Math.random();" },
    { label: "Date.now", source: "export const t = Date.now();" },
    { label: "node: import", source: 'import { readFileSync } from "node:fs";\nexport const r = readFileSync;' },
    { label: "another game's rules", source: 'import { SAMPLE_CHARACTERS } from "../smf";\nexport const s = SAMPLE_CHARACTERS;' },
  ])("VSGMR's rules may not use $label either", async ({ source }) => {
    expect(await boundaryProblems(source, "lib/rules/vsgmr/example.ts")).not.toEqual([]);
  });

  test("the shared rules import no game", async () => {
    expect(await boundaryProblems('import { SAMPLE_CHARACTERS } from "./smf";\nexport const s = SAMPLE_CHARACTERS;', "lib/rules/example.ts")).not.toEqual([]);
  });

  test.each([
    { label: "comments naming what they avoid", source: "// never Math.random here\n/* no new Date, no process.env */\nexport const b = 2;" },
    { label: "a function whose name ends in Date", source: "const updateDate = (n: number) => n;\nexport const c = updateDate(1);" },
    { label: "a local module", source: 'import { rollGoals } from "../dice";\nexport const r = rollGoals;' },
    { label: "a module named like the fixtures folder", source: 'import { x } from "./testing-odds";\nexport const y = x;' },
    { label: "a URL in a string", source: 'export const u = "https://example.com";' },
  ])("allows $label", async ({ source }) => {
    expect(await boundaryProblems(source, "lib/rules/smf/example.ts")).toEqual([]);
  });

  test("tests and other layers are not held to it", async () => {
    expect(await boundaryProblems("export const t = Date.now();", "lib/rules/smf/example.test.ts")).toEqual([]);
    expect(await boundaryProblems("export const t = Date.now();", "lib/server/example.ts")).toEqual([]);
  });
});

describe("each game keeps to its own folders, by lint", () => {
  test.each([
    { label: "a game's rules", from: "lib/server/teams/example.ts", source: 'import { SAMPLE_CHARACTERS } from "@/lib/rules/smf";\nexport const s = SAMPLE_CHARACTERS;' },
    { label: "a game's service", from: "lib/server/export/example.ts", source: 'import { getTeam } from "@/lib/games/smf/server/teams/get-team";\nexport const g = getTeam;' },
    {
      label: "a game's screen",
      from: "app/(app)/campaigns/[campaignId]/example/page.tsx",
      source: 'import { TeamPage } from "@/components/games/smf/pages/team-page";\nexport const t = TeamPage;',
    },
    { label: "a game's entry, relatively", from: "lib/games/example.ts", source: 'import { superMissionForce } from "./smf";\nexport const s = superMissionForce;' },
    // The catalog (lib/games/registry.ts) is the one file that names a game: the screens are found by folder.
    {
      label: "a game's screens, by name, into the screens registry",
      from: "components/games/registry.ts",
      source: 'import { screens } from "./smf/screens";\nexport const s = screens;',
    },
    { label: "another game's folders", from: "lib/rules/vsgmr/example.ts", source: 'import { rollTrait } from "../supers-unlimited/dice";\nexport const r = rollTrait;' },
    {
      label: "the generic action builders into a game's action",
      from: "lib/games/vsgmr/actions/example-action.ts",
      source: 'import { battleAction } from "@/lib/actions/safe-action";\nexport const b = battleAction;',
    },
  ])("generic code may not import $label", async ({ from, source }) => {
    expect(await boundaryProblems(source, from)).not.toEqual([]);
  });

  test.each([
    { label: "the rules registry", from: "lib/games/registry.ts", source: 'import { superMissionForce } from "./smf";\nexport const s = superMissionForce;' },
    {
      label: "the game's own screens",
      from: "components/games/smf/pages/example.tsx",
      source: 'import { getTeam } from "@/lib/games/smf/server/teams/get-team";\nexport const g = getTeam;',
    },
    {
      label: "a game's action, its own builders and the generic refusals",
      from: "lib/games/vsgmr/actions/example-action.ts",
      source:
        'import { refuseIssues } from "@/lib/actions/safe-action";\nimport { battleAction } from "@/lib/games/vsgmr/actions/action-builders";\nexport const b = [battleAction, refuseIssues];',
    },
    {
      label: "an integration test",
      from: "tests/integration/example.test.ts",
      source: 'import { getTeam } from "@/lib/games/smf/server/teams/get-team";\nexport const g = getTeam;',
    },
  ])("$label may", async ({ from, source }) => {
    expect(await boundaryProblems(source, from)).toEqual([]);
  });
});

describe("components and the pure code beside the services import no service, not even a type", () => {
  const SERVICE_TYPE = 'import type { CampaignAccess } from "@/lib/server/authz/authorize";\nexport type A = CampaignAccess;';
  const GAME_SERVICE_TYPE = 'import type { LoadedBattle } from "@/lib/games/smf/server/battles/load-battle";\nexport type B = LoadedBattle;';

  test.each([
    { label: "a component, a service's type", source: SERVICE_TYPE, filePath: "components/example.tsx" },
    { label: "a game's component, its service's type", source: GAME_SERVICE_TYPE, filePath: "components/games/smf/battles/example.tsx" },
    { label: "the game screens' contract, a service's type", source: SERVICE_TYPE, filePath: "components/games/game-screens.ts" },
    { label: "a view, a service's type", source: SERVICE_TYPE, filePath: "lib/views/example.ts" },
    { label: "a game's view, its service's type", source: GAME_SERVICE_TYPE, filePath: "lib/games/smf/views/example.ts" },
    { label: "a game's battle code, its service's type", source: GAME_SERVICE_TYPE, filePath: "lib/games/smf/battles/example.ts" },
    { label: "the permission table, a server-only module", source: 'import "server-only";', filePath: "lib/authz/example.ts" },
  ])("refuses $label", async ({ source, filePath }) => {
    expect(await boundaryProblems(source, filePath)).not.toEqual([]);
  });

  test.each([
    { label: "a component, a view's type", source: 'import type { RollLogRow } from "@/lib/views/roll-log";\nexport type R = RollLogRow;', filePath: "components/example.tsx" },
    {
      label: "a game's page (a route body), a service",
      source: 'import { getCampaign } from "@/lib/server/campaigns/get-campaign";\nexport const g = getCampaign;',
      filePath: "components/games/smf/pages/example-page.tsx",
    },
    { label: "a service, a view's type", source: 'import type { RollLogRow } from "@/lib/views/roll-log";\nexport type R = RollLogRow;', filePath: "lib/server/example.ts" },
  ])("allows $label", async ({ source, filePath }) => {
    expect(await boundaryProblems(source, filePath)).toEqual([]);
  });
});

/**
 * The games' lint boundaries come from their folders (eslint.config.mjs reads lib/games/<game>/index.ts):
 * every game folder on disk is held to them, a new game folder gets them without an edit to the
 * config, a game's rules folder is held pure before its app side exists, and a screens folder that
 * is no game's stops lint instead of slipping past every boundary. Lint also refuses lib importing components, not even a type.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

const PROJECT_DIR = fileURLToPath(new URL("../..", import.meta.url));
const RULES = new Set(["no-restricted-imports", "@typescript-eslint/no-restricted-imports"]);

/** The game folders as the test reads them itself: a folder of lib/games with an entry. */
const GAME_FOLDERS = readdirSync(path.join(PROJECT_DIR, "lib/games"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(PROJECT_DIR, "lib/games", entry.name, "index.ts")))
  .map((entry) => entry.name);

async function boundaryProblems(eslint: ESLint, root: string, source: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, filePath) });
  return result!.messages.filter((m) => m.ruleId && RULES.has(m.ruleId)).map((m) => m.message);
}

const eslint = new ESLint({ cwd: PROJECT_DIR });
const problems = (source: string, filePath: string) => boundaryProblems(eslint, PROJECT_DIR, source, filePath);
beforeAll(async () => {
  await eslint.lintText("export {};", { filePath: `${PROJECT_DIR}lib/games/example.ts` });
});

test("the project has more than one game folder (or the cross-game checks below prove nothing)", () => {
  expect(GAME_FOLDERS.length).toBeGreaterThan(1);
});

describe.each(GAME_FOLDERS)("the game folder %s", (game) => {
  const other = GAME_FOLDERS.find((name) => name !== game)!;
  const entry = `import * as game from "@/lib/games/${game}";\nexport const g = game;`;

  test("generic code may not import its entry, its rules or its screens", async () => {
    expect(await problems(entry, "lib/server/example.ts")).not.toEqual([]);
    expect(await problems(`import * as rules from "@/lib/rules/${game}";\nexport const r = rules;`, "lib/server/example.ts")).not.toEqual([]);
    expect(await problems(`import * as s from "@/components/games/${game}/screens";\nexport const x = s;`, "components/example.tsx")).not.toEqual([]);
  });

  test(`another game (${other}) may not reach into it`, async () => {
    expect(await problems(entry, `lib/games/${other}/example.ts`)).not.toEqual([]);
    expect(await problems(entry, `components/games/${other}/example.tsx`)).not.toEqual([]);
  });

  test("its own folders may", async () => {
    expect(await problems(entry, `lib/games/${game}/example.ts`)).toEqual([]);
    expect(await problems(entry, `components/games/${game}/example.tsx`)).toEqual([]);
  });

  test("its rules are pure", async () => {
    expect(await problems('import { readFileSync } from "node:fs";\nexport const r = readFileSync;', `lib/rules/${game}/example.ts`)).not.toEqual([]);
  });
});

describe("lib imports nothing from components, not even a type", () => {
  test.each([
    {
      label: "a game's loader, a form's type",
      filePath: "lib/games/smf/server/pages/example.ts",
      source: 'import type { T } from "@/components/games/smf/battles/example";\nexport type U = T;',
    },
    {
      label: "a game's loader, a helper by a relative climb",
      filePath: "lib/games/smf/server/pages/example.ts",
      source: 'import { f } from "../../../../../components/games/smf/example";\nexport const g = f;',
    },
    { label: "a view, a component", filePath: "lib/views/example.ts", source: 'import { Button } from "@/components/ui/example";\nexport const b = Button;' },
    { label: "a service, a component's type", filePath: "lib/server/example.ts", source: 'import type { P } from "@/components/example";\nexport type Q = P;' },
    { label: "a game's rules, a screen", filePath: "lib/rules/smf/example.ts", source: 'import type { P } from "@/components/example";\nexport type Q = P;' },
  ])("refuses $label", async ({ filePath, source }) => {
    expect(await problems(source, filePath)).not.toEqual([]);
  });

  test("a component may import a component and a lib view", async () => {
    expect(
      await problems(
        'import type { SetUpTeam } from "@/lib/games/smf/views/set-up";\nimport { Button } from "@/components/ui/example";\nexport const b: [SetUpTeam, typeof Button] | null = null;',
        "components/games/smf/example.tsx",
      ),
    ).toEqual([]);
  });
});

describe("a new game folder gets its boundaries without an edit to the config", () => {
  // A project of its own in a temporary folder: this config, the project's packages, and two games'
  // folders, one of them new (named like no game the project has).
  const roots: string[] = [];
  function projectWith(folders: string[]): string {
    const root = mkdtempSync(path.join(tmpdir(), "longbox-lint-"));
    roots.push(root);
    copyFileSync(path.join(PROJECT_DIR, "eslint.config.mjs"), path.join(root, "eslint.config.mjs"));
    symlinkSync(path.join(PROJECT_DIR, "node_modules"), path.join(root, "node_modules"), "dir");
    for (const folder of ["app", "lib/games", "lib/rules", "components/games", ...folders]) mkdirSync(path.join(root, folder), { recursive: true });
    for (const folder of folders.filter((f) => f.startsWith("lib/games/"))) writeFileSync(path.join(root, folder, "index.ts"), "export {};\n");
    return root;
  }
  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  test("its code is closed to generic code and to the other game, and its rules are pure", async () => {
    const root = projectWith(["lib/games/smf", "lib/games/example", "lib/rules/example", "components/games/example"]);
    const fresh = new ESLint({ cwd: root });
    const inFresh = (source: string, filePath: string) => boundaryProblems(fresh, root, source, filePath);
    const entry = 'import * as game from "@/lib/games/example";\nexport const g = game;';
    expect(await inFresh(entry, "lib/server/example.ts")).not.toEqual([]);
    expect(await inFresh(entry, "lib/games/smf/example.ts")).not.toEqual([]);
    expect(await inFresh('import * as smf from "@/lib/games/smf";\nexport const s = smf;', "lib/games/example/example.ts")).not.toEqual([]);
    expect(await inFresh(entry, "lib/games/example/server/example.ts")).toEqual([]);
    expect(await inFresh('import { readFileSync } from "node:fs";\nexport const r = readFileSync;', "lib/rules/example/example.ts")).not.toEqual([]);
  });

  test("a game's rules written before its app side are held pure all the same", async () => {
    const root = projectWith(["lib/games/smf", "lib/rules/example"]);
    const fresh = new ESLint({ cwd: root });
    expect(await boundaryProblems(fresh, root, 'import { readFileSync } from "node:fs";\nexport const r = readFileSync;', "lib/rules/example/example.ts")).not.toEqual([]);
    expect(await boundaryProblems(fresh, root, 'import * as rules from "@/lib/rules/example";\nexport const r = rules;', "lib/rules/smf/example.ts")).not.toEqual([]);
  });

  test("a screens folder that is no game's stops lint, naming it", async () => {
    const root = projectWith(["lib/games/smf", "components/games/example"]);
    const fresh = new ESLint({ cwd: root });
    await expect(fresh.lintText("export {};", { filePath: path.join(root, "lib/server/example.ts") })).rejects.toThrow("components/games/example: no game has this folder");
  });
});

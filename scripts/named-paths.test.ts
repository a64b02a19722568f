/**
 * Docs and comments stay true to the tree: every project path a source file, README or guide names
 * (`lib/server/teams/create-team.ts`, `docs/adding-a-game-system.md` …) exists. A file moved or
 * deleted without its mentions fails here, naming each stale mention. Paths with a placeholder
 * (`<game>`, `*`, `...`) and the imaginary files lint tests pretend to be (`…/example.ts`) are not
 * claims about the tree. Generated code, migrations and benchmark output are left out: they
 * record what was true when they were written.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SCANNED = /\.(ts|tsx|mjs|md|prisma|yml)$/;
// This file names a missing path on purpose, to show the check finds it.
const LEFT_OUT = ["lib/generated/", "prisma/migrations/", "bench/", "scripts/named-paths.test.ts"];
const NAMED_PATH = /(?<![\w@./-])((?:app|lib|components|tests|e2e|scripts|prisma|docs)\/[\w\-./[\]()]*?\.(?:tsx?|md|mjs|sql|prisma))(?![\w-])/g;

/** Every `path` a text names that is not in the tree (`root` is where paths are read from). */
export function staleMentions(text: string, root: string): string[] {
  return [...text.matchAll(NAMED_PATH)]
    .map((match) => match[1]!)
    .filter((named) => !/[<*]|\.\.\.|(^|\/)example(\.|-|\/)/.test(named))
    .filter((named) => !existsSync(path.join(root, named)));
}

describe("the paths the project names", () => {
  test("a mention of a file that is not there is found, one that is there is not", () => {
    expect(staleMentions("see lib/server/teams/create-team.ts and lib/server/teams/gone-away.ts", ROOT)).toEqual(["lib/server/teams/gone-away.ts"]);
    expect(staleMentions("one per game: lib/games/<game>/index.ts, or app/.../route.ts", ROOT)).toEqual([]);
  });

  test("every file the sources, README and guides name exists", () => {
    const tracked = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" })
      .split("\n")
      .filter((file) => SCANNED.test(file) && !LEFT_OUT.some((prefix) => file.startsWith(prefix)) && existsSync(path.join(ROOT, file)));
    const stale = tracked.flatMap((file) => staleMentions(readFileSync(path.join(ROOT, file), "utf8"), ROOT).map((named) => `${file}: ${named}`));
    expect(stale).toEqual([]);
  });
});

/**
 * A test-only game is its folder under tests/games/ plus its line in the tests' catalog
 * (tests/games/catalog.ts): no other file names it, so removing the folder and the line removes the
 * game. The names looked for are each folder's own (`some-game`) and its manifest's export
 * (`someGame`). The guide to adding a game (docs/adding-a-game-system.md) shows one of them as its
 * smallest example, and its test (lib/games/adding-a-game-doc.test.ts) holds the two to each other:
 * those two may name them too.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { TEST_GAMES } from "./catalog";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const HOME = "tests/games";
const MAY_NAME_THEM = ["tests/games/catalog.ts", "docs/adding-a-game-system.md", "lib/games/adding-a-game-doc.test.ts"];

const folders = readdirSync(path.join(ROOT, HOME), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The names a test game's folder stands for: the folder's and its manifest's export (`dice-thing` → `diceThing`). */
function namesOf(folder: string): string[] {
  return [folder, folder.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())];
}

/** Every file of the project (tracked or new, not ignored), from the root. */
function projectFiles(): string[] {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
    .split("\0")
    .filter(Boolean);
}

describe("each test-only game is its folder plus its catalog line", () => {
  test("the tests' catalog has one line for each folder under tests/games/, and no other", () => {
    expect(folders.length).toBeGreaterThan(0);
    expect(TEST_GAMES.map((game) => game.folder).sort()).toEqual(folders);
  });

  test("a folder's name and its manifest's are there (the names this test looks for are real)", () => {
    for (const folder of folders) {
      const manifest = readFileSync(path.join(ROOT, HOME, folder, "game.ts"), "utf8");
      expect(manifest, folder).toContain(`export const ${namesOf(folder)[1]} =`);
    }
  });

  test("no file outside a test game's folder names it, but the catalog (and the guide's example with its test)", () => {
    const texts = projectFiles().flatMap((file) => {
      try {
        return [{ file, text: readFileSync(path.join(ROOT, file), "utf8") }];
      } catch {
        return []; // deleted from the work tree, still in the index
      }
    });
    const strays = folders.flatMap((folder) => {
      const pattern = new RegExp(namesOf(folder).join("|"));
      return texts
        .filter(({ file }) => !file.startsWith(`${HOME}/${folder}/`) && !MAY_NAME_THEM.includes(file))
        .filter(({ text }) => pattern.test(text))
        .map(({ file }) => `${file} names ${folder}`);
    });
    expect(strays).toEqual([]);
  });
});

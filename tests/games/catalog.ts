import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AnyGameSystem } from "@/lib/game-contract/game-system";
import { registerGameSystemForTests } from "@/lib/games/registry";
import type { MatrixRows, RowsSource } from "../reliability/harness/authz-matrix";
import { diceDuel } from "./dice-duel/game";
import { heroLog } from "./hero-log/game";

/** A game that exists only in tests: its manifest, and the folder under tests/games/ that holds everything about it. */
export interface TestGame {
  folder: string;
  system: AnyGameSystem;
}

/**
 * The tests' catalog: every test-only game, one line each. Adding one is its folder (its manifest
 * game.ts, its integration test, its rows of the authorization matrix in authz-rows.ts when it
 * stages generic actions) plus its line here; no other file names it (names-stay-in-their-folders.test.ts
 * checks), so `git diff --stat` of adding one lists its folder and this line only.
 */
export const TEST_GAMES: readonly TestGame[] = [
  { folder: "dice-duel", system: diceDuel },
  { folder: "hero-log", system: heroLog },
];

/** Registers every test-only game (registerGameSystemForTests). Safe to call more than once per process: it replaces a game by its own id. */
export function registerTestGames(): void {
  for (const game of TEST_GAMES) registerGameSystemForTests(game.system);
}

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
/** Where a test-only game keeps its rows of the authorization matrix, inside its folder. */
const ROWS_FILE = "authz-rows.ts";

/**
 * The rows of the authorization matrix (tests/reliability/fast/authz-actions.test.ts) that the
 * test-only games write in their folders: the generic actions (lib/actions) each is the stage for.
 */
export async function testGameRows(): Promise<RowsSource[]> {
  const sources: RowsSource[] = [];
  for (const game of TEST_GAMES) {
    const file = path.join(ROOT, "tests", "games", game.folder, ROWS_FILE);
    if (!existsSync(file)) continue;
    const { AUTHZ_ROWS } = (await import(file)) as { AUTHZ_ROWS?: MatrixRows };
    if (!AUTHZ_ROWS) throw new Error(`${path.relative(ROOT, file)} exports no AUTHZ_ROWS.`);
    sources.push({ folder: "lib/actions", file: path.relative(ROOT, file), rows: AUTHZ_ROWS });
  }
  return sources;
}

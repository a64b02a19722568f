import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { gameFolder, gameSystem, listGameSystems } from "@/lib/games/registry";

const ROOT = path.resolve(__dirname, "..", "..");

/**
 * The journal route loads a game's journal from its own journal-screen.ts (journal-registry.ts), so
 * that the read-only page reaches no client component: every game that draws a journal has one,
 * exporting the same page its screens.ts lists.
 */
test("every game that draws a journal has its journal-screen module, naming the page its screens list", () => {
  const withJournal = listGameSystems()
    .filter((listing) => listing.isAvailable && gameSystem(listing.id).pages.includes("journal"))
    .map((listing) => gameFolder(listing.id)!);
  expect(withJournal.length).toBeGreaterThan(0);
  for (const folder of withJournal) {
    const file = path.join(ROOT, "components", "games", folder, "journal-screen.ts");
    expect(existsSync(file), file).toBe(true);
    const page = /import \{ (\w+) \} from "\.\/pages\/journal-page";/.exec(readFileSync(file, "utf8"))?.[1];
    expect(page, file).toBeDefined();
    expect(readFileSync(path.join(ROOT, "components", "games", folder, "screens.ts"), "utf8"), folder).toMatch(new RegExp(`journal: ${page},`));
  }
});

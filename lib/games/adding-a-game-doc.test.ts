import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");

/** The code block under a heading of docs/adding-a-game-system.md. */
function exampleUnder(heading: string): string {
  const doc = readFileSync(join(ROOT, "docs/adding-a-game-system.md"), "utf8");
  const section = doc.slice(doc.indexOf(heading));
  const block = /```ts\n([\s\S]*?)\n```/.exec(section);
  if (!section || !block) throw new Error(`No code block under “${heading}”.`);
  return block[1]!;
}

describe("docs/adding-a-game-system.md", () => {
  // The integration test plays the dice duel through the generic services and pages, so the doc's
  // smallest example is a game that works, word for word.
  test("its smallest example is the dice duel the tests play", () => {
    expect(exampleUnder("### The smallest example")).toBe(readFileSync(join(ROOT, "tests/games/dice-duel/game.ts"), "utf8").trimEnd());
  });
});

import "server-only";
import type { GameScreens } from "./game-screens";
import { gameFolder } from "@/lib/games/registry";

/**
 * A game's journal page, loaded from its own `journal-screen.ts` rather than from its screens.ts
 * (registry.ts): that module reaches every page of every game, client components included, and
 * each of them would be listed for the journal route. The journal is read-only and ships none. A
 * game whose GameSystem.pages declares "journal" must have the module (its screens.ts keeps the
 * same page for the screen list).
 */
export async function journalScreen(gameSystemId: string): Promise<GameScreens["journal"] | null> {
  const folder = gameFolder(gameSystemId);
  if (folder === null) return null;
  const loaded = (await import(`./${folder}/journal-screen`)) as { journal?: GameScreens["journal"] };
  return loaded.journal ?? null;
}

import "server-only";
import type { PublicScreens } from "./game-screens";
import { gameFolder } from "@/lib/games/registry";

/**
 * The pages behind a game system's public links (a team's, a campaign's), loaded from the game's
 * folder (components/games/<folder>/public-screens.ts) like registry.ts loads the others. Apart
 * from them because a route's first-load JavaScript holds every client component its server code
 * can reach: the public pages, which anyone may open, reach no signed-in page's code.
 */
export async function publicGameScreens(gameSystemId: string): Promise<PublicScreens | null> {
  const folder = gameFolder(gameSystemId);
  if (folder === null) return null;
  const loaded = (await import(`./${folder}/public-screens`)) as { screens: PublicScreens };
  return loaded.screens;
}

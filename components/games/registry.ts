import "server-only";
import { notFound } from "next/navigation";
import type { GameScreens, ScreenName } from "./game-screens";
import { DEFAULT_GAME_SYSTEM_ID, gameFolder } from "@/lib/games/registry";

/**
 * The pages of a game system, keyed like lib/games/registry.ts by Campaign.gameSystem and loaded
 * from the game's own folder (GameSystem.folder) when one of them is drawn; its public pages are in
 * public-registry.ts. Only the routes under app/ read it. The one import below names no game, so
 * adding a game adds no line here. A system without a folder (a test-only one) has no pages, and
 * its campaigns' game pages answer 404.
 *
 * Turbopack still counts every game's client components that this import can reach in the
 * first-load JavaScript of each route reading the registry; each game's server components therefore
 * render their client components through components/games/<game>/client.ts (next/dynamic), whose
 * code a page loads only when it draws them.
 */
export async function gameScreens(gameSystemId: string): Promise<GameScreens | null> {
  const folder = gameFolder(gameSystemId);
  if (folder === null) return null;
  const loaded = (await import(`./${folder}/screens`)) as { screens: GameScreens };
  return loaded.screens;
}

/**
 * A page of the system Longbox opens with, for the routes that belong to no campaign (the public
 * rules pages, reading a campaign file); the 404 page if it has none.
 */
export async function defaultGameScreen<Name extends ScreenName>(name: Name): Promise<NonNullable<GameScreens[Name]>> {
  return (await gameScreens(DEFAULT_GAME_SYSTEM_ID))?.[name] ?? notFound();
}

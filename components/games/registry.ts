import "server-only";
import { notFound } from "next/navigation";
import type { GameScreens, ScreenName } from "./game-screens";
import { DEFAULT_GAME_SYSTEM_ID, gameSystem } from "@/lib/games/registry";

/** What a game's components/games/<folder>/screens module exports. */
interface ScreensModule {
  screens: GameScreens;
}

/** A folder name as GameSystem.folder declares it: one path segment, never a way out of components/games/. */
const FOLDER = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The pages of a game system, keyed like lib/games/registry.ts by Campaign.gameSystem, loaded from
 * the game's own folder (GameSystem.folder) when one of its pages is drawn. Only the routes under
 * app/ read it. The one import below names no game: each game's screens module is its own chunk,
 * so a page carries the client code of the game it draws and of no other. A system without a
 * folder (a test-only one) has no pages, and its campaigns' game pages answer 404.
 */
export async function gameScreens(gameSystemId: string): Promise<GameScreens | null> {
  const folder = gameSystem(gameSystemId).folder;
  if (!folder) return null;
  if (!FOLDER.test(folder)) throw new Error(`The game system ${gameSystemId} declares the folder “${folder}”, which is not one folder name.`);
  const loaded = (await import(`./${folder}/screens`)) as ScreensModule;
  return loaded.screens;
}

/**
 * A page of the system Longbox opens with, for the routes that belong to no campaign (the public
 * rules pages, reading a campaign file); the 404 page if it has none.
 */
export async function defaultGameScreen<Name extends ScreenName>(name: Name): Promise<NonNullable<GameScreens[Name]>> {
  return (await gameScreens(DEFAULT_GAME_SYSTEM_ID))?.[name] ?? notFound();
}

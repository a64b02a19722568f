import "server-only";
import type { GameServer } from "./game-server";
import { findGameSystemOfExportFormat, gameFolder } from "./registry";

/**
 * A game system's server side, found by convention in its folder: `lib/games/<folder>/server/index.ts`
 * exports it as `server`. So registering a game is its line in lib/games/registry.ts and nothing
 * here; a system without a folder (a test-only one) has no server side. Async because the module is
 * loaded when first asked for (then cached by the module system).
 */
export async function gameServer(gameSystemId: string): Promise<GameServer | null> {
  const folder = gameFolder(gameSystemId);
  if (folder === null) return null;
  const loaded = (await import(`./${folder}/server/index`)) as { server: GameServer };
  return loaded.server;
}

/**
 * The game whose campaign files have this format, by name, with its importer when it reads them
 * back (null when it cannot yet); null for a format no game writes. The campaign import's actions
 * hand it to lib/server/import/campaign-file-import.ts.
 */
export async function campaignFileGames(format: string) {
  const system = findGameSystemOfExportFormat(format);
  return system ? { name: system.name, importer: (await gameServer(system.id))?.import?.campaignFile ?? null } : null;
}

import "server-only";
import type { GameServer } from "@/lib/game-contract/game-server";
import { findGameSystemOfExportFormat, gameFolder, gameSystem, UnknownGameSystemError } from "./registry";

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

function knownGameSystem(id: string) {
  try {
    return gameSystem(id);
  } catch (error) {
    if (error instanceof UnknownGameSystemError) return null;
    throw error;
  }
}

/**
 * The catalog's answers for the campaign import (lib/server/import/campaign-file-import.ts's
 * CampaignFileGames), handed in by its actions:
 * - byFormat: the game whose own campaign files have this format, by name, with its importer when
 *   it reads them back (null when it cannot yet); null for a format no game writes.
 * - byId: for the shared campaign file, the game of that id with its writer of its own records.
 */
export const campaignFileGames = {
  async byFormat(format: string) {
    const system = findGameSystemOfExportFormat(format);
    return system ? { name: system.name, importer: (await gameServer(system.id))?.import?.campaignFile ?? null } : null;
  },
  async byId(gameSystemId: string) {
    const system = knownGameSystem(gameSystemId);
    return system ? { system, records: (await gameServer(system.id))?.campaignRecords ?? null } : null;
  },
};

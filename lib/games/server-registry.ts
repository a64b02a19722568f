import "server-only";
import type { GameServer } from "./game-server";
import { findGameSystemOfExportFormat, gameSystem, UnknownGameSystemError } from "./registry";
import { superMissionForce } from "./smf";
import { smfServer } from "./smf/server";
import { supersUnlimited } from "./supers-unlimited";
import { suServer } from "./supers-unlimited/server";
import { vsgmr } from "./vsgmr";
import { vsgmrServer } from "./vsgmr/server";

/** Each game system's server side, keyed like lib/games/registry.ts by Campaign.gameSystem. */
const SERVERS: ReadonlyMap<string, GameServer> = new Map([
  [superMissionForce.id, smfServer],
  [supersUnlimited.id, suServer],
  [vsgmr.id, vsgmrServer],
]);

export function gameServer(gameSystemId: string): GameServer | null {
  return SERVERS.get(gameSystemId) ?? null;
}

function offeredGameSystem(id: string) {
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
  byFormat(format: string) {
    const system = findGameSystemOfExportFormat(format);
    return system ? { name: system.name, importer: gameServer(system.id)?.import?.campaignFile ?? null } : null;
  },
  byId(gameSystemId: string) {
    const system = offeredGameSystem(gameSystemId);
    return system ? { system, records: gameServer(system.id)?.campaignRecords ?? null } : null;
  },
};

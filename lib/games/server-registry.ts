import "server-only";
import type { GameServer } from "@/lib/game-contract/game-server";
import { findGameSystemOfExportFormat } from "./registry";
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

/**
 * The game whose campaign files have this format, by name, with its importer when it reads them
 * back (null when it cannot yet); null for a format no game writes. The campaign import's actions
 * hand it to lib/server/import/campaign-file-import.ts.
 */
export function campaignFileGames(format: string) {
  const system = findGameSystemOfExportFormat(format);
  return system ? { name: system.name, importer: gameServer(system.id)?.import?.campaignFile ?? null } : null;
}

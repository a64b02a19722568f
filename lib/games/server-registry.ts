import "server-only";
import type { GameServer } from "./game-server";
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

import "server-only";
import type { GameScreens } from "./game-screens";
import { superMissionForce } from "@/lib/games/smf";
import { smfScreens } from "./smf/screens";

/**
 * Each game system's pages, keyed like lib/games/registry.ts by Campaign.gameSystem. Only the
 * routes under app/ read it. A system registered without pages (a test-only one) has none here,
 * and its campaigns' game pages answer 404.
 */
const SCREENS: ReadonlyMap<string, GameScreens> = new Map([[superMissionForce.id, smfScreens]]);

export function gameScreens(gameSystemId: string): GameScreens | null {
  return SCREENS.get(gameSystemId) ?? null;
}

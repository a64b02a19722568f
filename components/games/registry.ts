import "server-only";
import { notFound } from "next/navigation";
import type { GameScreens, ScreenName } from "./game-screens";
import { DEFAULT_GAME_SYSTEM_ID } from "@/lib/games/registry";
import { superMissionForce } from "@/lib/games/smf";
import { vsgmr } from "@/lib/games/vsgmr";
import { smfScreens } from "./smf/screens";
import { vsgmrScreens } from "./vsgmr/screens";

/**
 * Each game system's pages, keyed like lib/games/registry.ts by Campaign.gameSystem. Only the
 * routes under app/ read it. A system registered without pages (a test-only one) has none here,
 * and its campaigns' game pages answer 404.
 */
const SCREENS: ReadonlyMap<string, GameScreens> = new Map([
  [superMissionForce.id, smfScreens],
  [vsgmr.id, vsgmrScreens],
]);

export function gameScreens(gameSystemId: string): GameScreens | null {
  return SCREENS.get(gameSystemId) ?? null;
}

/**
 * A page of the system Longbox opens with, for the routes that belong to no campaign (the public
 * rules pages, reading a campaign file); the 404 page if it has none.
 */
export async function defaultGameScreen<Name extends ScreenName>(name: Name): Promise<NonNullable<GameScreens[Name]>> {
  return gameScreens(DEFAULT_GAME_SYSTEM_ID)?.[name] ?? notFound();
}

import "server-only";
import type { GameScreens } from "../game-screens";

/** SHSA's pages, which the generic routes render through components/games/registry.ts (GameSystem.pages lists them). */
export const screens: GameScreens = {};

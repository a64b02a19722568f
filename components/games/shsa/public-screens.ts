import "server-only";
import type { PublicScreens } from "../game-screens";

/** SHSA's pages behind public links: none yet. */
export const screens: PublicScreens = {};

import "server-only";
import type { PublicScreens } from "../game-screens";

/** The d20 series' pages behind public links: none yet. */
export const screens: PublicScreens = {};

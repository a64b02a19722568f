import "server-only";
import type { PublicScreens } from "../game-screens";
import { D20PublicHeroPage } from "./pages/public-hero-page";

/** The d20 series' pages behind public links, which the public routes render through components/games/public-registry.ts: a hero's public page. */
export const screens: PublicScreens = {
  publicTeam: D20PublicHeroPage,
};

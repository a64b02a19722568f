import "server-only";
import type { PublicScreens } from "../game-screens";
import { ShsaPublicHeroPage } from "./pages/public-hero-page";

/** SHSA's pages behind public links, which the public routes render through components/games/public-registry.ts: a hero's sheet. */
export const screens: PublicScreens = {
  publicTeam: ShsaPublicHeroPage,
};

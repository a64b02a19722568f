import "server-only";
import type { GameScreens } from "../game-screens";
import { VsgmrPublicTeamPage } from "./pages/public-team-page";
import { VsgmrTeamPage } from "./pages/team-page";

/** VSGMR's pages, which the generic routes render through components/games/registry.ts. */
export const vsgmrScreens: GameScreens = {
  team: VsgmrTeamPage,
  publicTeam: VsgmrPublicTeamPage,
};

import "server-only";
import type { PublicScreens } from "../game-screens";
import { VsgmrPublicSeriesPage } from "./pages/public-series-page";
import { VsgmrPublicTeamPage } from "./pages/public-team-page";

/** VSGMR's pages behind public links, which the public routes render through components/games/public-registry.ts. */
export const screens: PublicScreens = {
  publicTeam: VsgmrPublicTeamPage,
  publicCampaign: VsgmrPublicSeriesPage,
};

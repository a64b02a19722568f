import "server-only";
import type { PublicScreens } from "../game-screens";
import { PublicCampaignPage } from "./pages/public-campaign-page";
import { PublicTeamPage } from "./pages/public-team-page";

/** Super Mission Force's pages behind public links, which the public routes render through components/games/public-registry.ts. */
export const screens: PublicScreens = {
  publicTeam: PublicTeamPage,
  publicCampaign: PublicCampaignPage,
};

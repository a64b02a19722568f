import "server-only";
import type { PublicScreens } from "../game-screens";
import { SuPublicCampaignPage } from "./pages/public-campaign-page";
import { SuPublicTeamPage } from "./pages/public-team-page";

/** Supers Unlimited's pages behind public links, which the public routes render through components/games/public-registry.ts. */
export const screens: PublicScreens = {
  publicTeam: SuPublicTeamPage,
  publicCampaign: SuPublicCampaignPage,
};

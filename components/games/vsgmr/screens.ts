import "server-only";
import type { GameScreens } from "../game-screens";
import { VsgmrSettingsSummary } from "./campaign/settings-summary";
import { VsgmrStandings } from "./campaign/standings-section";

/** VSGMR's pages, which the generic routes render through components/games/registry.ts. */
export const vsgmrScreens: GameScreens = {
  parts: { Standings: VsgmrStandings, SettingsSummary: VsgmrSettingsSummary },
};

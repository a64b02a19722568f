import "server-only";
import type { GameScreens } from "../game-screens";
import { VsgmrSettingsSummary } from "./campaign/settings-summary";
import { VsgmrStandings } from "./campaign/standings-section";
import { VsgmrBattlesPage } from "./pages/battle-list-page";
import { VsgmrBattlePage } from "./pages/battle-page";
import { VsgmrJournalPage } from "./pages/journal-page";
import { VsgmrLedgerPage } from "./pages/ledger-page";
import { VsgmrNewBattlePage } from "./pages/new-battle-page";

/** VSGMR's pages, which the generic routes render through components/games/registry.ts. */
export const vsgmrScreens: GameScreens = {
  battleList: VsgmrBattlesPage,
  newBattle: VsgmrNewBattlePage,
  battle: VsgmrBattlePage,
  journal: VsgmrJournalPage,
  ledger: VsgmrLedgerPage,
  parts: { Standings: VsgmrStandings, SettingsSummary: VsgmrSettingsSummary },
};

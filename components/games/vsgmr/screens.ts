import "server-only";
import type { GameScreens } from "../game-screens";
import { VsgmrSettingsSummary } from "./campaign/settings-summary";
import { VsgmrStandings } from "./campaign/standings-section";
import { VsgmrBattlesPage } from "./pages/battle-list-page";
import { VsgmrBattlePage } from "./pages/battle-page";
import { VsgmrJournalPage } from "./pages/journal-page";
import { VsgmrLedgerPage } from "./pages/ledger-page";
import { VsgmrNewBattlePage } from "./pages/new-battle-page";
import { VsgmrTeamPage } from "./pages/team-page";
import { VsgmrTryForcePage } from "./pages/try-force-page";

/**
 * VSGMR's pages, which the generic routes render through components/games/registry.ts: a force
 * (its builder and sheet on the team page, its public sheet) and its battles (set-up, table dice,
 * solo turns, result, journal, ledger), the series' public page, a public force builder (its try-it page, /try/vsgmr), and its standings and settings in the campaign page.
 */
export const screens: GameScreens = {
  team: VsgmrTeamPage,
  battleList: VsgmrBattlesPage,
  newBattle: VsgmrNewBattlePage,
  battle: VsgmrBattlePage,
  journal: VsgmrJournalPage,
  ledger: VsgmrLedgerPage,
  rulesBuilder: VsgmrTryForcePage,
  parts: { Standings: VsgmrStandings, SettingsSummary: VsgmrSettingsSummary },
};

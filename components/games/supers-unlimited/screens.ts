import "server-only";
import type { GameScreens } from "../game-screens";
import { SuSettingsSummary } from "./campaign/su-settings-summary";
import { SuStandings } from "./campaign/su-standings";
import { SuBattlePage } from "./pages/battle-page";
import { SuBattleListPage } from "./pages/battle-list-page";
import { SuJournalPage } from "./pages/journal-page";
import { SuLedgerPage } from "./pages/ledger-page";
import { SuNewBattlePage } from "./pages/new-battle-page";

/**
 * Supers Unlimited's pages, which the generic routes render through components/games/registry.ts:
 * the battle side (battles, set-up, result, journal, VP ledger, standings, settings summary).
 */
export const suScreens: GameScreens = {
  battleList: SuBattleListPage,
  newBattle: SuNewBattlePage,
  battle: SuBattlePage,
  ledger: SuLedgerPage,
  journal: SuJournalPage,
  parts: { Standings: SuStandings, SettingsSummary: SuSettingsSummary },
};

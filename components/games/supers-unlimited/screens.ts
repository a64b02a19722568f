import "server-only";
import type { GameScreens } from "../game-screens";
import { SuSettingsSummary } from "./campaign/su-settings-summary";
import { SuStandings } from "./campaign/su-standings";
import { SuBattleListPage } from "./pages/battle-list-page";
import { SuBattlePage } from "./pages/battle-page";
import { SuCardPage } from "./pages/card-page";
import { SuEditCardPage } from "./pages/edit-card-page";
import { SuImportTeamPage } from "./pages/import-team-page";
import { SuJournalPage } from "./pages/journal-page";
import { SuLedgerPage } from "./pages/ledger-page";
import { SuNewBattlePage } from "./pages/new-battle-page";
import { SuNewCardPage } from "./pages/new-card-page";
import { SuTeamPage } from "./pages/team-page";
import { SuTryCardPage } from "./pages/try-card-page";

/**
 * Supers Unlimited's pages, which the generic routes render through components/games/registry.ts:
 * the roster side (team, cards, public team, team files) and the battle side (battles, set-up,
 * result, journal, VP ledger), its standings and settings in the campaign page, and a public card
 * builder (its try-it page, /try/supers-unlimited). A league has no spends.
 */
export const screens: GameScreens = {
  team: SuTeamPage,
  newCharacter: SuNewCardPage,
  character: SuCardPage,
  editCharacter: SuEditCardPage,
  importTeam: SuImportTeamPage,
  battleList: SuBattleListPage,
  newBattle: SuNewBattlePage,
  battle: SuBattlePage,
  ledger: SuLedgerPage,
  journal: SuJournalPage,
  rulesBuilder: SuTryCardPage,
  parts: { Standings: SuStandings, SettingsSummary: SuSettingsSummary },
};

import "server-only";
import type { GameScreens } from "../game-screens";
import { SmfSettingsSummary } from "./campaign/settings-summary";
import { SmfStandings } from "./campaign/standings-section";
import { BattlesPage } from "./pages/battle-list-page";
import { BattlePage } from "./pages/battle-page";
import { CharacterPage } from "./pages/character-page";
import { EditCharacterPage } from "./pages/edit-character-page";
import { ImportTeamPage } from "./pages/import-team-page";
import { JournalPage } from "./pages/journal-page";
import { LedgerPage } from "./pages/ledger-page";
import { NewBattlePage } from "./pages/new-battle-page";
import { NewCharacterPage } from "./pages/new-character-page";
import { TryCharacterPage } from "./pages/rules-builder-page";
import { SampleCharactersPage } from "./pages/rules-samples-page";
import { SpendStoryPointsPage } from "./pages/spend-page";
import { TeamPage } from "./pages/team-page";

/** Super Mission Force's pages, which the generic routes render through components/games/registry.ts. */
export const screens: GameScreens = {
  battleList: BattlesPage,
  newBattle: NewBattlePage,
  battle: BattlePage,
  team: TeamPage,
  newCharacter: NewCharacterPage,
  character: CharacterPage,
  editCharacter: EditCharacterPage,
  spend: SpendStoryPointsPage,
  ledger: LedgerPage,
  journal: JournalPage,
  importTeam: ImportTeamPage,
  rulesBuilder: TryCharacterPage,
  rulesSamples: SampleCharactersPage,
  parts: { Standings: SmfStandings, SettingsSummary: SmfSettingsSummary },
};

import "server-only";
import type { GameScreens } from "../game-screens";
import { SuCardPage } from "./pages/card-page";
import { SuEditCardPage } from "./pages/edit-card-page";
import { SuImportTeamPage } from "./pages/import-team-page";
import { SuNewCardPage } from "./pages/new-card-page";
import { SuPublicTeamPage } from "./pages/public-team-page";
import { SuTeamPage } from "./pages/team-page";

/** Supers Unlimited's pages, which the generic routes render through components/games/registry.ts. */
export const suScreens: GameScreens = {
  team: SuTeamPage,
  newCharacter: SuNewCardPage,
  character: SuCardPage,
  editCharacter: SuEditCardPage,
  publicTeam: SuPublicTeamPage,
  importTeam: SuImportTeamPage,
};

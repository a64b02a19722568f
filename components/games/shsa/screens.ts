import "server-only";
import type { GameScreens } from "../game-screens";
import { ShsaHeroPage } from "./pages/hero-page";
import { ShsaJournalPage } from "./pages/journal-page";
import { ShsaSessionPage } from "./pages/session-page";

/** SHSA's pages, which the generic routes render through components/games/registry.ts (GameSystem.pages lists them): a hero's sheet on its team page, an episode or a week on its session page, and the journal of them all. */
export const screens: GameScreens = {
  team: ShsaHeroPage,
  session: ShsaSessionPage,
  journal: ShsaJournalPage,
};

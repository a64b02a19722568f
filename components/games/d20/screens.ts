import "server-only";
import type { GameScreens } from "../game-screens";
import { D20HeroPage } from "./pages/hero-page";
import { D20JournalPage } from "./pages/journal-page";
import { D20SessionPage } from "./pages/session-page";

/** The d20 series' pages, which the generic routes render through components/games/registry.ts: a hero on its team page, an adventure and its conflicts on its session page, and the journal of every adventure. */
export const screens: GameScreens = {
  team: D20HeroPage,
  session: D20SessionPage,
  journal: D20JournalPage,
};

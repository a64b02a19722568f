import "server-only";
import type { GameScreens } from "../game-screens";
import { ShsaJournalPage } from "./pages/journal-page";

/** The journal alone, for the journal route (components/games/journal-registry.ts): a read-only page that ships no client component. */
export const journal: NonNullable<GameScreens["journal"]> = ShsaJournalPage;

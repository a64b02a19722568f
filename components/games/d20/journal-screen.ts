import "server-only";
import type { GameScreens } from "../game-screens";
import { D20JournalPage } from "./pages/journal-page";

/** The journal alone, for the journal route (components/games/journal-registry.ts): a read-only page that ships no client component. */
export const journal: NonNullable<GameScreens["journal"]> = D20JournalPage;

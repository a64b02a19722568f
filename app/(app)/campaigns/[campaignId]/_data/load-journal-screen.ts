import "server-only";
import { notFound } from "next/navigation";
import type { GameScreens } from "@/components/games/game-screens";
import { journalScreen } from "@/components/games/journal-registry";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeGamePage } from "./authorize-game-page";

/**
 * The campaign's journal page, checked like loadGameScreen (load-game-screens.ts) but loaded
 * through the journal's own registry, so the route reaches no client component of any game.
 */
export async function loadJournalScreen(campaignId: string, path: string): Promise<NonNullable<GameScreens["journal"]>> {
  const user = await requireUser(path);
  const access = await authorizeGamePage(user.id, campaignId, "journal");
  return (await journalScreen(access.gameSystem)) ?? notFound();
}

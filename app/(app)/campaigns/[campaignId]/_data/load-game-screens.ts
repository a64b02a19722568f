import "server-only";
import { notFound } from "next/navigation";
import type { GameScreens, ScreenName } from "@/components/games/game-screens";
import { gameScreens } from "@/components/games/registry";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeGamePage } from "./authorize-game-page";

/**
 * One page of the campaign's game system, for a member who may see the campaign: anyone signed
 * out goes to sign-in (back to `path`), anyone else gets the 404 page, as for a campaign that does
 * not exist or a page its system does not declare (authorizeGamePage). The membership read is
 * shared with the screen's own check (one per render).
 */
export async function loadGameScreen<Name extends ScreenName>(campaignId: string, path: string, name: Name): Promise<NonNullable<GameScreens[Name]>> {
  const user = await requireUser(path);
  const access = await authorizeGamePage(user.id, campaignId, name);
  return (await gameScreens(access.gameSystem))?.[name] ?? notFound();
}

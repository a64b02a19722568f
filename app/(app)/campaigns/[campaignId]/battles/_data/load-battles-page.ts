import "server-only";
import { notFound } from "next/navigation";
import { gameScreens } from "@/components/games/registry";
import { requireUser } from "@/lib/server/auth/current-user";
import { loadGenericBattles } from "./generic-battles";

/**
 * The battles page: the game's own list when it draws one (its `battleList` screen), else the
 * generic list and result form of a result-only game (loadGenericBattles), else the 404 page. For
 * a member who may see the campaign; anyone signed out goes to sign-in.
 */
export async function loadBattlesPage(campaignId: string) {
  const user = await requireUser(`/campaigns/${campaignId}/battles`);
  const page = await loadGenericBattles(user.id, campaignId);
  if (page.kind === "generic") return page;
  return { kind: "screen" as const, Screen: (await gameScreens(page.gameSystem))?.battleList ?? notFound() };
}

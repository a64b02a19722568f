import "server-only";
import { notFound } from "next/navigation";
import { hasGamePage } from "@/lib/game-contract/campaign-pages";
import type { GamePage } from "@/lib/game-contract/game-system";
import { gameSystem } from "@/lib/games/registry";
import { authorizeCampaignOrNotFound, type CampaignAccess } from "@/lib/server/authz/authorize";

/**
 * The check before any page a game draws: a member who may see the campaign, and a page the
 * campaign's game declares (GameSystem.pages); the 404 page otherwise, as for a campaign that does
 * not exist. A page the game does not declare is not routed, whatever its screens object holds.
 */
export async function authorizeGamePage(userId: string, campaignId: string, page: GamePage): Promise<CampaignAccess> {
  const access = await authorizeCampaignOrNotFound(userId, campaignId, "campaign:view");
  if (!hasGamePage(gameSystem(access.gameSystem), page)) notFound();
  return access;
}

import "server-only";
import type { GameScreens } from "@/components/games/game-screens";
import { gameScreens } from "@/components/games/registry";
import { findSharedCampaign } from "@/lib/server/campaigns/find-shared-campaign";

/** The campaign behind a public link and the pages of its game system, or null (the ordinary 404) for a link that leads nowhere. */
export async function loadSharedCampaign(token: string): Promise<{ name: string; screens: GameScreens } | null> {
  const campaign = await findSharedCampaign(token);
  const screens = campaign && gameScreens(campaign.gameSystem);
  return campaign && screens ? { name: campaign.name, screens } : null;
}

import "server-only";
import type { GameScreens } from "@/components/games/game-screens";
import { gameScreens } from "@/components/games/registry";
import { findSharedCampaign } from "@/lib/server/campaigns/find-shared-campaign";

/** The campaign behind a public link and the page its game system draws for it, or null (the ordinary 404) for a link that leads nowhere. */
export async function loadSharedCampaign(token: string): Promise<{ name: string; Screen: NonNullable<GameScreens["publicCampaign"]> } | null> {
  const campaign = await findSharedCampaign(token);
  const Screen = campaign && (await gameScreens(campaign.gameSystem))?.publicCampaign;
  return campaign && Screen ? { name: campaign.name, Screen } : null;
}

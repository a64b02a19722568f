import "server-only";
import type { PublicScreens } from "@/components/games/game-screens";
import { publicGameScreens } from "@/components/games/public-registry";
import { findSharedCampaign } from "@/lib/server/campaigns/find-shared-campaign";

/** The campaign behind a public link and the page its game system draws for it, or null (the ordinary 404) for a link that leads nowhere. */
export async function loadSharedCampaign(token: string): Promise<{ name: string; Screen: NonNullable<PublicScreens["publicCampaign"]> } | null> {
  const campaign = await findSharedCampaign(token);
  const Screen = campaign && (await publicGameScreens(campaign.gameSystem))?.publicCampaign;
  return campaign && Screen ? { name: campaign.name, Screen } : null;
}

import type { Metadata } from "next";
import type { SearchParams } from "@/components/games/game-screens";
import { loadGameScreen } from "../_data/load-game-screens";

type Props = { params: Promise<{ campaignId: string }>; searchParams: Promise<SearchParams> };

export const metadata: Metadata = { title: "Campaign settings" };

/** Drawn by the campaign's game system (its `settings` screen, components/games/registry.ts). */
export default async function CampaignSettingsRoute(props: Props) {
  const { campaignId } = await props.params;
  const Screen = await loadGameScreen(campaignId, `/campaigns/${campaignId}/settings`, "settings");
  return <Screen {...props} />;
}

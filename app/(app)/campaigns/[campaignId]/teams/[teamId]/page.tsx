import type { Metadata } from "next";
import type { SearchParams } from "@/components/games/game-screens";
import { loadGameScreen } from "../../_data/load-game-screens";

type Props = { params: Promise<{ campaignId: string; teamId: string }>; searchParams: Promise<SearchParams> };

export const metadata: Metadata = { title: "Team" };

/** Drawn by the campaign's game system (its `team` screen, components/games/registry.ts). */
export default async function TeamRoute(props: Props) {
  const { campaignId, teamId } = await props.params;
  const Screen = await loadGameScreen(campaignId, `/campaigns/${campaignId}/teams/${teamId}`, "team");
  return <Screen {...props} />;
}

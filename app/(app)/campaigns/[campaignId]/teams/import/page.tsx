import type { Metadata } from "next";
import type { SearchParams } from "@/components/games/game-screens";
import { loadGameScreen } from "../../_data/load-game-screens";

type Props = { params: Promise<{ campaignId: string }>; searchParams: Promise<SearchParams> };

export const metadata: Metadata = { title: "Import a team" };

/** Drawn by the campaign's game system (its `importTeam` screen, components/games/registry.ts). */
export default async function ImportTeamRoute(props: Props) {
  const { campaignId } = await props.params;
  const Screen = await loadGameScreen(campaignId, `/campaigns/${campaignId}/teams/import`, "importTeam");
  return <Screen {...props} />;
}

import type { Metadata } from "next";
import type { SearchParams } from "@/components/games/game-screens";
import { loadGameScreen } from "../../_data/load-game-screens";

type Props = { params: Promise<{ campaignId: string }>; searchParams: Promise<SearchParams> };

export const metadata: Metadata = { title: "Record a battle" };

/** Drawn by the campaign's game system (its `newBattle` screen, components/games/registry.ts). */
export default async function NewBattleRoute(props: Props) {
  const { campaignId } = await props.params;
  const Screen = await loadGameScreen(campaignId, `/campaigns/${campaignId}/battles/new`, "newBattle");
  return <Screen {...props} />;
}

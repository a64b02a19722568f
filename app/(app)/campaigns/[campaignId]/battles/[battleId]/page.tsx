import type { Metadata } from "next";
import type { SearchParams } from "@/components/games/game-screens";
import { loadBattleScreen, loadBattleTitle } from "./_data/load-battle-route";

type Props = { params: Promise<{ campaignId: string; battleId: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { campaignId, battleId } = await params;
  return { title: await loadBattleTitle(campaignId, battleId) };
}

/** Drawn by the campaign's game system (its `battle` screen, components/games/registry.ts). */
export default async function BattleRoute(props: Props) {
  const { campaignId, battleId } = await props.params;
  const Screen = await loadBattleScreen(campaignId, `/campaigns/${campaignId}/battles/${battleId}`);
  return <Screen {...props} />;
}

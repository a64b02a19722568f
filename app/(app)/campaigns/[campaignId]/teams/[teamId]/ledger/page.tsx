import type { Metadata } from "next";
import type { SearchParams } from "@/components/games/game-screens";
import { loadGameScreen } from "../../../_data/load-game-screens";

type Props = { params: Promise<{ campaignId: string; teamId: string }>; searchParams: Promise<SearchParams> };

export const metadata: Metadata = { title: "Story points" };

/** Drawn by the campaign's game system (its `ledger` screen, components/games/registry.ts). */
export default async function LedgerRoute(props: Props) {
  const { campaignId, teamId } = await props.params;
  const Screen = await loadGameScreen(campaignId, `/campaigns/${campaignId}/teams/${teamId}/ledger`, "ledger");
  return <Screen {...props} />;
}

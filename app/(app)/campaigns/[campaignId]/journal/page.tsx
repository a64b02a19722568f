import type { Metadata } from "next";
import type { SearchParams } from "@/components/games/game-screens";
import { loadGameScreen } from "../_data/load-game-screens";

type Props = { params: Promise<{ campaignId: string }>; searchParams: Promise<SearchParams> };

export const metadata: Metadata = { title: "Journal" };

/** Drawn by the campaign's game system (its `journal` screen, components/games/registry.ts). */
export default async function JournalRoute(props: Props) {
  const { campaignId } = await props.params;
  const Screen = await loadGameScreen(campaignId, `/campaigns/${campaignId}/journal`, "journal");
  return <Screen {...props} />;
}

import type { Metadata } from "next";
import type { SearchParams } from "@/components/games/game-screens";
import { loadJournalScreen } from "../_data/load-journal-screen";

type Props = { params: Promise<{ campaignId: string }>; searchParams: Promise<SearchParams> };

export const metadata: Metadata = { title: "Journal" };

/** Drawn by the campaign's game system (its `journal` screen, loaded alone: components/games/journal-registry.ts). */
export default async function JournalRoute(props: Props) {
  const { campaignId } = await props.params;
  const Screen = await loadJournalScreen(campaignId, `/campaigns/${campaignId}/journal`);
  return <Screen {...props} />;
}

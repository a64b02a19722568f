import type { Metadata } from "next";
import type { SearchParams } from "@/components/games/game-screens";
import { defaultGameScreen } from "@/components/games/registry";

export const metadata: Metadata = { title: "Import a campaign" };

/**
 * Reading a campaign file, drawn by the game system that writes campaign files today (its
 * `importCampaign` screen). A file names its format, so a second system's files would be told
 * apart by it (gameSystemOfExportFormat) once one writes them.
 */
export default async function ImportCampaignRoute(props: { params: Promise<Record<string, never>>; searchParams: Promise<SearchParams> }) {
  const Screen = await defaultGameScreen("importCampaign");
  return <Screen {...props} />;
}

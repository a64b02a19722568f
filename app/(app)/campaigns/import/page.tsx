import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { SearchParams } from "@/components/games/game-screens";
import { gameScreens } from "@/components/games/registry";
import { DEFAULT_GAME_SYSTEM_ID } from "@/lib/games/registry";

export const metadata: Metadata = { title: "Import a campaign" };

/**
 * Reading a campaign file, drawn by the game system that writes campaign files today (its
 * `importCampaign` screen). A file names its format, so a second system's files would be told
 * apart by it (gameSystemOfExportFormat) once one writes them.
 */
export default async function ImportCampaignRoute(props: { params: Promise<Record<string, never>>; searchParams: Promise<SearchParams> }) {
  const Screen = gameScreens(DEFAULT_GAME_SYSTEM_ID)?.importCampaign ?? notFound();
  return <Screen {...props} />;
}

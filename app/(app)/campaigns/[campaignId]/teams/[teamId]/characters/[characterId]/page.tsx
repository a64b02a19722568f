import type { Metadata } from "next";
import type { SearchParams } from "@/components/games/game-screens";
import { loadGameScreen } from "../../../../_data/load-game-screens";

type Props = { params: Promise<{ campaignId: string; teamId: string; characterId: string }>; searchParams: Promise<SearchParams> };

export const metadata: Metadata = { title: "Character" };

/** Drawn by the campaign's game system (its `character` screen, components/games/registry.ts). */
export default async function CharacterRoute(props: Props) {
  const { campaignId, teamId, characterId } = await props.params;
  const Screen = await loadGameScreen(campaignId, `/campaigns/${campaignId}/teams/${teamId}/characters/${characterId}`, "character");
  return <Screen {...props} />;
}

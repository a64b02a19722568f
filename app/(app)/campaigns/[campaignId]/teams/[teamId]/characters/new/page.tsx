import type { Metadata } from "next";
import type { SearchParams } from "@/components/games/game-screens";
import { loadGameScreen } from "../../../../_data/load-game-screens";

type Props = { params: Promise<{ campaignId: string; teamId: string }>; searchParams: Promise<SearchParams> };

export const metadata: Metadata = { title: "Add a character" };

/** Drawn by the campaign's game system (its `newCharacter` screen, components/games/registry.ts). */
export default async function NewCharacterRoute(props: Props) {
  const { campaignId, teamId } = await props.params;
  const Screen = await loadGameScreen(campaignId, `/campaigns/${campaignId}/teams/${teamId}/characters/new`, "newCharacter");
  return <Screen {...props} />;
}

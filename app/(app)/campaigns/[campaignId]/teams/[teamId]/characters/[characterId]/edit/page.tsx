import type { Metadata } from "next";
import type { SearchParams } from "@/components/games/game-screens";
import { loadGameScreen } from "../../../../../_data/load-game-screens";

type Props = { params: Promise<{ campaignId: string; teamId: string; characterId: string }>; searchParams: Promise<SearchParams> };

export const metadata: Metadata = { title: "Edit a character" };

/** Drawn by the campaign's game system (its `editCharacter` screen, components/games/registry.ts). */
export default async function EditCharacterRoute(props: Props) {
  const { campaignId, teamId, characterId } = await props.params;
  const Screen = await loadGameScreen(campaignId, `/campaigns/${campaignId}/teams/${teamId}/characters/${characterId}/edit`, "editCharacter");
  return <Screen {...props} />;
}

import type { Metadata } from "next";
import type { SearchParams } from "@/components/games/game-screens";
import { loadGameScreen } from "../../_data/load-game-screens";

type Props = { params: Promise<{ campaignId: string; sessionId: string }>; searchParams: Promise<SearchParams> };

export const metadata: Metadata = { title: "Session" };

/**
 * One session of play, drawn by the campaign's game system (its `session` screen,
 * components/games/registry.ts): a game that keeps sessions but draws no page of one answers 404.
 */
export default async function SessionRoute(props: Props) {
  const { campaignId, sessionId } = await props.params;
  const Screen = await loadGameScreen(campaignId, `/campaigns/${campaignId}/sessions/${sessionId}`, "session");
  return <Screen {...props} />;
}

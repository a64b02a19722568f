import type { Metadata } from "next";
import type { SearchParams } from "@/components/games/game-screens";
import { defaultGameScreen } from "@/components/games/registry";

export const metadata: Metadata = { title: "Try a character" };

/** A public rules page of the game system Longbox opens with, drawn by that system (its `rulesBuilder` screen). */
export default async function RulesBuilderRoute(props: { params: Promise<Record<string, never>>; searchParams: Promise<SearchParams> }) {
  const Screen = await defaultGameScreen("rulesBuilder");
  return <Screen {...props} />;
}

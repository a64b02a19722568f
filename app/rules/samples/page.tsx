import type { Metadata } from "next";
import type { SearchParams } from "@/components/games/game-screens";
import { defaultGameScreen } from "@/components/games/registry";

export const metadata: Metadata = { title: "Sample characters" };

/** A public rules page of the game system Longbox opens with, drawn by that system (its `rulesSamples` screen). */
export default async function RulesSamplesRoute(props: { params: Promise<Record<string, never>>; searchParams: Promise<SearchParams> }) {
  const Screen = await defaultGameScreen("rulesSamples");
  return <Screen {...props} />;
}

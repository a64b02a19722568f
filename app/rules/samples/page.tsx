import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { SearchParams } from "@/components/games/game-screens";
import { gameScreens } from "@/components/games/registry";
import { DEFAULT_GAME_SYSTEM_ID } from "@/lib/games/registry";

export const metadata: Metadata = { title: "Sample characters" };

/** A public rules page of the game system Longbox opens with, drawn by that system (its `rulesSamples` screen). */
export default async function RulesSamplesRoute(props: { params: Promise<Record<string, never>>; searchParams: Promise<SearchParams> }) {
  const Screen = gameScreens(DEFAULT_GAME_SYSTEM_ID)?.rulesSamples ?? notFound();
  return <Screen {...props} />;
}

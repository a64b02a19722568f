import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { SearchParams } from "@/components/games/game-screens";
import { gameScreens } from "@/components/games/registry";
import { DEFAULT_GAME_SYSTEM_ID } from "@/lib/games/registry";

export const metadata: Metadata = { title: "Try a character" };

/** A public rules page of the game system Longbox opens with, drawn by that system (its `rulesBuilder` screen). */
export default async function RulesBuilderRoute(props: { params: Promise<Record<string, never>>; searchParams: Promise<SearchParams> }) {
  const Screen = gameScreens(DEFAULT_GAME_SYSTEM_ID)?.rulesBuilder ?? notFound();
  return <Screen {...props} />;
}

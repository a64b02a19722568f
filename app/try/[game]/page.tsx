import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { SearchParams } from "@/components/games/game-screens";
import { gameScreens } from "@/components/games/registry";
import { catalogGameSystem } from "@/lib/games/registry";

type Props = { params: Promise<{ game: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const system = catalogGameSystem((await params).game);
  return { title: system ? `Try ${system.name}` : "Not found" };
}

/** A game's public try-it page (no account), drawn by that game's `rulesBuilder` screen; the catalog names it by its slug. */
export default async function TryGameRoute({ params, searchParams }: Props) {
  const system = catalogGameSystem((await params).game);
  const Screen = system ? (await gameScreens(system.id))?.rulesBuilder : undefined;
  if (!Screen) notFound();
  return <Screen params={Promise.resolve({})} searchParams={searchParams} />;
}

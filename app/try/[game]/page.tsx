import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { SearchParams } from "@/components/games/game-screens";
import { gameScreens } from "@/components/games/registry";
import { catalogGameSystem, listCatalog } from "@/lib/games/registry";

type Props = { params: Promise<{ game: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const system = catalogGameSystem((await params).game);
  return { title: system ? `Try ${system.name}` : "Not found" };
}

/**
 * Each game's try-it page is prerendered when its builder needs nothing from the request (its CSP
 * then names its scripts' hashes: lib/http/page-policy.ts); one that reads the address's query (a
 * "start from" form) is rendered per request.
 */
export function generateStaticParams(): Array<{ game: string }> {
  return listCatalog().flatMap((entry) => (entry.tryIt ? [{ game: entry.tryIt.href.slice("/try/".length) }] : []));
}

/** A game's public try-it page (no account), drawn by that game's `rulesBuilder` screen; the catalog names it by its slug. */
export default async function TryGameRoute({ params, searchParams }: Props) {
  const system = catalogGameSystem((await params).game);
  const Screen = system ? (await gameScreens(system.id))?.rulesBuilder : undefined;
  if (!Screen) notFound();
  return <Screen params={Promise.resolve({})} searchParams={searchParams} />;
}

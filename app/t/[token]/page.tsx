import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { SearchParams } from "@/components/games/game-screens";
import { loadSharedTeam } from "./_data/load-shared-team";

type Props = { params: Promise<{ token: string }>; searchParams: Promise<SearchParams> };

/**
 * Kept out of search engines, and the link (the capability) is not sent on as a referrer when
 * someone follows a link away from the page.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const team = await loadSharedTeam((await params).token);
  return { title: team ? team.name : "Page not found", robots: { index: false, follow: false }, referrer: "no-referrer" };
}

/** A team's public, read-only page, drawn by its game system (its `publicTeam` screen); an unknown or withdrawn link is the ordinary 404. */
export default async function PublicTeamRoute(props: Props) {
  const team = await loadSharedTeam((await props.params).token);
  if (!team) notFound();
  return <team.Screen {...props} />;
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { SearchParams } from "@/components/games/game-screens";
import { loadSharedCampaign } from "./_data/load-shared-campaign";

type Props = { params: Promise<{ token: string }>; searchParams: Promise<SearchParams> };

/**
 * Kept out of search engines, and the link (the capability) is not sent on as a referrer when
 * someone follows a link away from the page.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const campaign = await loadSharedCampaign((await params).token);
  return { title: campaign ? campaign.name : "Page not found", robots: { index: false, follow: false }, referrer: "no-referrer" };
}

/** A campaign's public, read-only page, drawn by its game system (its `publicCampaign` screen); an unknown or withdrawn link is the ordinary 404. */
export default async function PublicCampaignRoute(props: Props) {
  const campaign = await loadSharedCampaign((await props.params).token);
  if (!campaign) notFound();
  return <campaign.Screen {...props} />;
}

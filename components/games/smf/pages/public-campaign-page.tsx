import { notFound } from "next/navigation";
import { JournalList } from "@/components/games/smf/journal/journal-list";
import { PublicStandings } from "@/components/games/smf/journal/public-standings";
import { parsePositiveInt } from "@/lib/journal/page-cursor";
import { listOf } from "@/lib/games/smf/journal/journal-lines";
import { loadPublicCampaign } from "@/lib/games/smf/server/pages/load-public-campaign";

type Props = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * A campaign's public, read-only page for anyone with its link (no sign-in): the standings and
 * the journal. An unknown or withdrawn link is the ordinary 404.
 */
export async function PublicCampaignPage({ params, searchParams }: Props) {
  const { token } = await params;
  const beforeIssue = parsePositiveInt((await searchParams).before);
  const campaign = await loadPublicCampaign(token, beforeIssue);
  if (!campaign) notFound();

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-black">{campaign.name}</h1>
        <p className="text-sm text-stone-600">
          A Super Mission Force campaign, shared read-only from Longbox, the campaign manager. It stays up to date as the campaign goes on.
          {campaign.isArchived ? " The campaign is archived." : ""}
        </p>
        {campaign.winnerNames.length > 0 ? (
          <p className="rounded-md border border-brand-600 bg-brand-50 px-3 py-2 font-semibold">{listOf(campaign.winnerNames)} reached the goal: the anniversary issue is out!</p>
        ) : null}
      </div>

      <section aria-labelledby="standings-heading" className="flex flex-col gap-3">
        <h2 id="standings-heading" className="text-xl font-bold">
          Standings
        </h2>
        <p className="text-sm text-stone-700">The first team to a balance of {campaign.storyPointGoal} story points wins. Ticks mark the milestones, every 5 SP earned.</p>
        <PublicStandings rows={campaign.standings} goal={campaign.storyPointGoal} />
      </section>

      <section aria-labelledby="journal-heading" className="flex flex-col gap-3">
        <h2 id="journal-heading" className="text-xl font-bold">
          Journal
        </h2>
        <JournalList page={campaign.journal} isFirstPage={beforeIssue === undefined} olderHref={(before) => `/c/${token}?before=${before}`} headingLevel={3} />
      </section>
    </div>
  );
}

import { notFound } from "next/navigation";
import { loadPublicSuCampaign } from "@/lib/games/supers-unlimited/server/pages/load-public-campaign";
import { LeagueTable } from "../campaign/league-table";
import { SuJournalEntries } from "../journal/journal-entries";

/**
 * A league's public, read-only page for anyone with its link (no sign-in): the league table and
 * the journal. Nothing links into the members' pages; an unknown or withdrawn link is the ordinary 404.
 */
export async function SuPublicCampaignPage({ params }: { params: Promise<{ token: string }> }) {
  const league = await loadPublicSuCampaign((await params).token);
  if (!league) notFound();
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-black">{league.name}</h1>
        <p className="text-stone-700">
          A Supers Unlimited league{league.isArchived ? " (ended)" : ""}: ranked by VP, then wins, then Levels of enemy models Incapacitated (LI), then fewer games played.
        </p>
      </div>
      <section aria-labelledby="table-heading" className="flex flex-col gap-3">
        <h2 id="table-heading" className="text-xl font-bold">
          League table
        </h2>
        {league.table.length === 0 ? (
          <p className="text-stone-700">No teams yet.</p>
        ) : (
          <LeagueTable rows={league.table.map((row, i) => ({ ...row, key: `${i}`, team: row.name }))} />
        )}
      </section>
      <section aria-labelledby="journal-heading" className="flex flex-col gap-3">
        <h2 id="journal-heading" className="text-xl font-bold">
          Journal
        </h2>
        {league.battles.length === 0 ? <p className="text-stone-700">No battles resolved yet.</p> : <SuJournalEntries battles={league.battles} campaignId={null} />}
      </section>
    </div>
  );
}

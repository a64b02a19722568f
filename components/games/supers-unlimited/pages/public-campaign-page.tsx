import { notFound } from "next/navigation";
import { loadPublicSuCampaign } from "@/lib/games/supers-unlimited/server/pages/load-public-campaign";
import { SuJournalEntries } from "../journal/journal-entries";
import { SU_LEVELS_INCAPACITATED } from "@/lib/games/supers-unlimited";

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
          <table className="w-full text-sm">
            <caption className="sr-only">League standings</caption>
            <thead>
              <tr className="border-b border-stone-300 text-left">
                <th scope="col" className="py-1 pr-2">
                  #
                </th>
                <th scope="col" className="py-1 pr-2">
                  Team
                </th>
                <th scope="col" className="py-1 pr-2 text-right">
                  VP
                </th>
                <th scope="col" className="py-1 pr-2 text-right">
                  <abbr title="Won">W</abbr>
                </th>
                <th scope="col" className="py-1 pr-2 text-right">
                  <abbr title="Levels of enemy models Incapacitated">LI</abbr>
                </th>
                <th scope="col" className="py-1 text-right">
                  <abbr title="Games played">GP</abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {league.table.map((row, i) => (
                <tr key={row.name + i} className="border-b border-stone-100">
                  <td className="py-1 pr-2">{i + 1}</td>
                  <th scope="row" className="py-1 pr-2 text-left font-semibold">
                    {row.name}
                  </th>
                  <td className="py-1 pr-2 text-right">{row.balance}</td>
                  <td className="py-1 pr-2 text-right">{row.record.won}</td>
                  <td className="py-1 pr-2 text-right">{row.stats[SU_LEVELS_INCAPACITATED] ?? 0}</td>
                  <td className="py-1 text-right">{row.record.played}</td>
                </tr>
              ))}
            </tbody>
          </table>
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

import Link from "next/link";
import type { GameStandingsProps } from "@/components/games/game-screens";
import { SU_LEVELS_INCAPACITATED } from "@/lib/games/supers-unlimited";
import { readCampaignSettings } from "@/lib/games/campaign-settings";
import type { SuLeagueSettings } from "@/lib/games/supers-unlimited/campaign-settings";

/** The league table on the campaign page (SU-R40): VP, then wins, then fewer games played. */
export function SuStandings({ campaignId, campaign, rows, archived }: GameStandingsProps) {
  if (rows.length === 0 && archived.length === 0) return <p className="text-stone-700">No teams yet.</p>;
  return (
    <>
      <p className="text-sm text-stone-700">
        Ranked by VP, then wins, {readCampaignSettings<SuLeagueSettings>(campaign).levelsTiebreak ? "then Levels of enemy models Incapacitated (LI), " : ""}then fewer games played.
      </p>
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
          {rows.map((row, i) => (
            <tr key={row.teamId} className="border-b border-stone-100">
              <td className="py-1 pr-2">{i + 1}</td>
              <th scope="row" className="py-1 pr-2 text-left font-semibold">
                <Link href={`/campaigns/${campaignId}/teams/${row.teamId}`} className="text-brand-700 underline underline-offset-4">
                  {row.name}
                </Link>
                <span className="block text-xs font-normal text-stone-600">{row.ownerName}</span>
              </th>
              <td className="py-1 pr-2 text-right font-mono tabular-nums">{row.balance}</td>
              <td className="py-1 pr-2 text-right font-mono tabular-nums">{row.record.won}</td>
              <td className="py-1 pr-2 text-right font-mono tabular-nums">{row.stats[SU_LEVELS_INCAPACITATED] ?? 0}</td>
              <td className="py-1 text-right font-mono tabular-nums">{row.record.played}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {archived.length > 0 ? <p className="text-sm text-stone-700">Archived: {archived.map((a) => `${a.name} (${a.balance} VP)`).join(", ")}.</p> : null}
    </>
  );
}

import Link from "next/link";
import type { GameStandingsProps } from "@/components/games/game-screens";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import type { SuLeagueSettings } from "@/lib/games/supers-unlimited/campaign-settings";
import { LeagueTable } from "./league-table";
import { supersUnlimited } from "@/lib/games/supers-unlimited";

/** The league table on the campaign page (SU-R40), each team linked to its page. */
export function SuStandings({ campaignId, campaign, rows, archived }: GameStandingsProps) {
  if (rows.length === 0 && archived.length === 0) return <p className="text-stone-700">No teams yet.</p>;
  return (
    <>
      <p className="text-sm text-stone-700">
        Ranked by VP, then wins, {readCampaignSettings<SuLeagueSettings>(supersUnlimited, campaign).levelsTiebreak ? "then Levels of enemy models Incapacitated (LI), " : ""}then
        fewer games played.
      </p>
      <LeagueTable
        rows={rows.map((row) => ({
          ...row,
          key: row.teamId,
          team: (
            <>
              <Link href={`/campaigns/${campaignId}/teams/${row.teamId}`} className="text-brand-700 underline underline-offset-4">
                {row.name}
              </Link>
              <span className="block text-xs font-normal text-stone-600">{row.ownerName}</span>
            </>
          ),
        }))}
      />
      {archived.length > 0 ? <p className="text-sm text-stone-700">Archived: {archived.map((a) => `${a.name} (${a.balance} VP)`).join(", ")}.</p> : null}
    </>
  );
}

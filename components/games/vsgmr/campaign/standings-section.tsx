import Link from "next/link";
import type { GameStandingsProps } from "@/components/games/game-screens";
import { pointsText } from "@/lib/rules/vsgmr";

const LINK = "font-semibold text-brand-700 underline-offset-4 hover:underline";

const games = (played: number) => `${played} game${played === 1 ? "" : "s"}`;

/**
 * A series' standings on the campaign page: wins, then the points of enemy figures defeated (the
 * ledger keeps half points, shown as points with halves), then fewer games (vsgmr.standings).
 * Archived forces follow apart, unranked: they no longer compete.
 */
export function VsgmrStandings({ campaignId, rows, archived }: GameStandingsProps) {
  if (rows.length === 0 && archived.length === 0) return <p className="text-stone-700">No forces yet.</p>;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-700">Ranked by wins, then points of enemy figures defeated, then fewer games.</p>
      {rows.length > 0 && (
        <ol className="divide-y divide-stone-200 rounded-lg border border-stone-300 bg-white" aria-label="Standings">
          {rows.map((row, index) => (
            <li key={row.teamId} className="flex flex-col gap-1 px-4 py-3">
              <p>
                <span className="mr-2 font-mono text-stone-600">{index + 1}.</span>
                <Link href={`/campaigns/${campaignId}/teams/${row.teamId}`} className={LINK}>
                  {row.name}
                </Link>
              </p>
              <p className="text-sm text-stone-700">
                <span className="font-semibold text-ink">{row.record.won} won</span> · {pointsText(row.balance)} defeated · {games(row.record.played)} ({row.record.lost} lost,{" "}
                {row.record.drawn} drawn)
              </p>
            </li>
          ))}
        </ol>
      )}
      {archived.length > 0 && (
        <section aria-labelledby="archived-forces" className="flex flex-col gap-2">
          <h3 id="archived-forces" className="text-sm font-semibold text-stone-700">
            Archived forces
          </h3>
          <ul className="flex flex-col gap-1 text-sm text-stone-600">
            {archived.map((row) => (
              <li key={row.teamId}>
                {row.name} · {pointsText(row.balance)} defeated
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

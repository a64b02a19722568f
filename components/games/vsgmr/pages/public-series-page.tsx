import { notFound } from "next/navigation";
import { END_CONDITION_LABELS } from "@/lib/games/vsgmr/battles/battle-result";
import { loadPublicVsgmrSeries } from "@/lib/games/vsgmr/server/pages/load-public-series";
import { pointsText } from "@/lib/rules/vsgmr";
import { outcomeLine, scenarioLabel } from "../battles/battle-words";

const LINK = "font-semibold text-brand-700 underline underline-offset-4";
const games = (played: number) => `${played} game${played === 1 ? "" : "s"}`;

/**
 * A series' public, read-only page for anyone with its link (no sign-in), phone first: the
 * standings, each force with its own public page where its owner shared it, and the latest
 * battles. Nothing links into the members' pages; an unknown or withdrawn link is the ordinary 404.
 */
export async function VsgmrPublicSeriesPage({ params }: { params: Promise<{ token: string }> }) {
  const series = await loadPublicVsgmrSeries((await params).token);
  if (!series) notFound();
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-black break-words">{series.name}</h1>
        <p className="text-stone-700">
          A VSGMR series{series.isArchived ? " (ended)" : ""} of forces built to {series.pointBudget} points: ranked by wins, then points of enemy figures defeated, then fewer
          games.
        </p>
      </div>

      <section aria-labelledby="standings-heading" className="flex flex-col gap-3">
        <h2 id="standings-heading" className="text-xl font-bold">
          Standings
        </h2>
        {series.standings.length === 0 ? (
          <p className="text-stone-700">No forces yet.</p>
        ) : (
          <ol className="divide-y divide-stone-200 rounded-lg border border-stone-300 bg-white" aria-label="Standings">
            {series.standings.map((row, index) => (
              <li key={index} className="flex flex-col gap-1 px-4 py-3">
                <p className="break-words">
                  <span className="mr-2 font-mono text-stone-600">{index + 1}.</span>
                  {row.publicPath ? (
                    <a href={row.publicPath} className={LINK}>
                      {row.name}
                    </a>
                  ) : (
                    <span className="font-semibold">{row.name}</span>
                  )}
                  <span className="text-sm text-stone-600"> · {row.figures === 1 ? "1 figure" : `${row.figures} figures`}</span>
                </p>
                <p className="text-sm text-stone-700">
                  <span className="font-semibold text-ink">{row.record.won} won</span> · {pointsText(row.balance)} defeated · {games(row.record.played)} ({row.record.lost} lost,{" "}
                  {row.record.drawn} drawn)
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="battles-heading" className="flex flex-col gap-3">
        <h2 id="battles-heading" className="text-xl font-bold">
          Recent battles
        </h2>
        {series.battles.length === 0 ? (
          <p className="text-stone-700">No battles have a result yet.</p>
        ) : (
          <>
            {series.battleCount > series.battles.length ? (
              <p className="text-sm text-stone-700">
                The latest {series.battles.length} of {series.battleCount} battles.
              </p>
            ) : null}
            <ol className="flex flex-col gap-4" aria-label="Recent battles">
              {series.battles.map((battle) => (
                <li key={battle.issue} className="flex flex-col gap-1 rounded-lg border border-stone-300 bg-white px-4 py-3">
                  <h3 className="text-lg font-bold break-words">
                    Issue #{battle.issue}: {scenarioLabel(battle.scenarioId)}
                  </h3>
                  <p className="font-semibold break-words">
                    {outcomeLine(
                      battle.forces.map((f) => ({ teamName: f.name, result: f.result })),
                      battle.solo?.enemyName ?? null,
                    ) ?? "No winner recorded"}
                  </p>
                  {battle.endCondition ? <p className="text-sm text-stone-700">{END_CONDITION_LABELS[battle.endCondition]}.</p> : null}
                  <ul className="text-sm break-words">
                    {battle.forces.map((force, i) => (
                      <li key={i}>
                        {force.name}: {pointsText(force.defeatedHalves)} of enemy figures defeated
                      </li>
                    ))}
                    {battle.solo ? (
                      <li>
                        Against {battle.solo.enemyName}, played by the app ({battle.solo.turns === 1 ? "1 enemy turn" : `${battle.solo.turns} enemy turns`})
                      </li>
                    ) : null}
                  </ul>
                  {battle.recruit ? <p className="text-sm break-words">Recruit: {battle.recruit} joined a new force.</p> : null}
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    </div>
  );
}

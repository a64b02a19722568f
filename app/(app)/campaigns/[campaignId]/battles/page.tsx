import type { Metadata } from "next";
import { ResultOnlyBattleForm } from "@/components/battles/result-only-battle-form";
import type { SearchParams } from "@/components/games/game-screens";
import { recordBattleResultAction } from "@/lib/actions/record-battle-result-action";
import { loadBattlesPage } from "./_data/load-battles-page";

type Props = { params: Promise<{ campaignId: string }>; searchParams: Promise<SearchParams> };

export const metadata: Metadata = { title: "Battles" };

/**
 * Drawn by the campaign's game system when it has its own list (its `battleList` screen); for a
 * result-only game without one, Longbox's list of results and the form that plays the next battle.
 */
export default async function BattlesRoute(props: Props) {
  const { campaignId } = await props.params;
  const page = await loadBattlesPage(campaignId);
  if (page.kind === "screen") return <page.Screen {...props} />;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-black">Battles</h1>
      {page.canRecord ? (
        <section aria-labelledby="play-battle" className="flex flex-col gap-3">
          <h2 id="play-battle" className="text-xl font-bold">
            Play a battle
          </h2>
          <ResultOnlyBattleForm action={recordBattleResultAction} campaignId={campaignId} teams={page.teams} sidesLabel={page.words.many} />
        </section>
      ) : null}
      <section aria-labelledby="battle-results" className="flex flex-col gap-3">
        <h2 id="battle-results" className="text-xl font-bold">
          Results
        </h2>
        {page.battles.length === 0 ? (
          <p className="text-stone-700">No battles yet.</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {page.battles.map((battle) => (
              <li key={battle.id} className="rounded-lg border border-stone-300 bg-white p-3">
                <p className="font-semibold">Issue #{battle.issue}</p>
                <ul className="text-sm text-stone-800">
                  {battle.teams.map((team) => (
                    <li key={team.teamName}>
                      {team.teamName}: {team.result}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

import Link from "next/link";
import { BATTLE_STATUS_LABELS, statusBadgeClass } from "@/components/battles/battle-status";
import { scenarioName } from "@/components/games/smf/battles/pre-battle-summary";
import { requireUser } from "@/lib/server/auth/current-user";
import type { BattleListRow } from "@/lib/games/smf/server/battles/list-battles";
import { loadBattleList } from "@/lib/games/smf/server/pages/load-battle-list";

function winnerLine(battle: BattleListRow): string | null {
  if (battle.teams.length > 0 && battle.teams.every((t) => t.result === "DRAW")) return "Draw";
  const winner = battle.teams.find((t) => t.result === "WON");
  return winner ? `${winner.teamName} won` : null;
}

/** The campaign's issues, newest first, each with its teams, scenario, status and winner. */
export async function BattlesPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/battles`);
  const { battles, isFinished, canRecord } = await loadBattleList(user.id, campaignId);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-black">Battles</h1>
        {canRecord ? (
          <Link
            href={`/campaigns/${campaignId}/battles/new`}
            className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Record a battle
          </Link>
        ) : null}
      </div>
      {isFinished ? <p className="text-stone-700">The campaign is finished: no more battles unless an organiser raises the story-point goal.</p> : null}
      {battles.length === 0 ? (
        <p className="text-stone-700">No battles yet.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-stone-200 rounded-lg border border-stone-300 bg-white" aria-label="Battles">
          {battles.map((battle) => {
            const winner = winnerLine(battle);
            const scenario = scenarioName(battle.details.scenarioId ?? battle.details.scenarioChoice);
            return (
              <li key={battle.id} className="flex flex-col gap-1 px-4 py-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link href={`/campaigns/${campaignId}/battles/${battle.id}`} className="text-lg font-bold text-brand-700 underline-offset-4 hover:underline">
                    Issue #{battle.issue}
                  </Link>
                  <span className={statusBadgeClass(battle.status)}>{BATTLE_STATUS_LABELS[battle.status]}</span>
                </div>
                <p className="font-semibold">{battle.teams.map((t) => t.teamName).join(" vs ")}</p>
                <p className="text-sm text-stone-700">
                  {scenario ?? "Scenario to be rolled"}
                  {winner && battle.status !== "UNDONE" ? ` · ${winner}` : ""}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

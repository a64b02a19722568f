import Link from "next/link";
import { BATTLE_STATUS_LABELS, statusBadgeClass } from "@/components/battles/battle-status";
import { loadVsgmrBattleList } from "@/lib/games/vsgmr/server/pages/load-battle-list";
import { requireUser } from "@/lib/server/auth/current-user";
import { can } from "@/lib/authz/permissions";
import { outcomeLine, scenarioLabel } from "../battles/battle-words";

/** The series' battles, newest first: forces (or a force against the app's), scenario, status, outcome. */
export async function VsgmrBattlesPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/battles`);
  const { access, battles } = await loadVsgmrBattleList(user.id, campaignId);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-black">Battles</h1>
        {can(access.role, "battle:create") ? (
          <Link
            href={`/campaigns/${campaignId}/battles/new`}
            className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Record a battle
          </Link>
        ) : null}
      </div>
      {battles.length === 0 ? (
        <p className="text-stone-700">No battles yet.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-stone-200 rounded-lg border border-stone-300 bg-white" aria-label="Battles">
          {battles.map((battle) => {
            const outcome = battle.status === "RESOLVED" ? outcomeLine(battle.teams, battle.details.solo?.enemyName ?? null) : null;
            const forces = [...battle.teams.map((t) => t.teamName), ...(battle.details.solo ? [`${battle.details.solo.enemyName} (solo)`] : [])];
            return (
              <li key={battle.id} className="flex flex-col gap-1 px-4 py-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link href={`/campaigns/${campaignId}/battles/${battle.id}`} className="text-lg font-bold text-brand-700 underline-offset-4 hover:underline">
                    Issue #{battle.issue}
                  </Link>
                  <span className={statusBadgeClass(battle.status)}>{battle.status === "REPORTING" ? "Playing" : BATTLE_STATUS_LABELS[battle.status]}</span>
                </div>
                <p className="font-semibold">{forces.join(" vs ")}</p>
                <p className="text-sm text-stone-700">
                  {scenarioLabel(battle.details.scenarioId)}
                  {outcome ? ` · ${outcome}` : ""}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

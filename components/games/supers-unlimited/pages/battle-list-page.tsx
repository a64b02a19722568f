import Link from "next/link";
import { BATTLE_STATUS_LABELS, statusBadgeClass } from "@/components/battles/battle-status";
import { requireUser } from "@/lib/server/auth/current-user";
import { can } from "@/lib/authz/permissions";
import { loadSuBattleList } from "@/lib/games/supers-unlimited/server/pages/load-battle-list";
import type { SuBattleListRow } from "@/lib/games/supers-unlimited/server/battles/list-su-battles";
import { suDiceSettings } from "@/lib/games/supers-unlimited/campaign-settings";
import { scenarioName } from "../battles/battle-words";
import { TraitOddsPanel } from "../battles/trait-odds-panel";

function outcomeLine(battle: SuBattleListRow): string | null {
  const vp = battle.details.result?.score.vp;
  if (!vp || battle.status !== "RESOLVED") return null;
  const score = battle.teams.map((t) => `${t.teamName} ${vp[t.teamId] ?? 0} VP`).join(", ");
  const winner = battle.teams.find((t) => t.result === "WON");
  return `${winner ? `${winner.teamName} won` : "Draw"} · ${score}`;
}

/**
 * The league's battles, newest first: teams, scenario, status and VP; and the Trait Roll odds
 * panel, on a page of its own that players can keep open through a game (the battle page has it too).
 */
export async function SuBattleListPage({
  params,
  searchParams,
}: {
  params: Promise<{ campaignId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { campaignId } = await params;
  const path = `/campaigns/${campaignId}/battles`;
  const user = await requireUser(path);
  const [{ access, battles, settings }, query] = await Promise.all([loadSuBattleList(user.id, campaignId), searchParams]);
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
          {battles.map((battle) => (
            <li key={battle.id} className="flex flex-col gap-1 px-4 py-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link href={`/campaigns/${campaignId}/battles/${battle.id}`} className="text-lg font-bold text-brand-700 underline-offset-4 hover:underline">
                  Issue #{battle.issue}
                </Link>
                <span className={statusBadgeClass(battle.status)}>{BATTLE_STATUS_LABELS[battle.status]}</span>
              </div>
              <p className="font-semibold">{battle.teams.map((t) => t.teamName).join(" vs ")}</p>
              <p className="text-sm text-stone-700">
                {[scenarioName(battle.details.setUp.scenario?.scenarioId) ?? "Scenario to come", outcomeLine(battle)].filter(Boolean).join(" · ")}
              </p>
            </li>
          ))}
        </ol>
      )}
      <TraitOddsPanel action={path} params={query} league={suDiceSettings(settings)} />
    </div>
  );
}

import Link from "next/link";
import { NewSuBattleForm } from "../client";
import { requireUser } from "@/lib/server/auth/current-user";
import { loadSuNewBattle } from "@/lib/games/supers-unlimited/server/pages/load-new-battle";

/** Recording a league battle: the teams that play and each one's line-up within the Levels budget. */
export async function SuNewBattlePage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/battles/new`);
  const { teams, budget, settings } = await loadSuNewBattle(user.id, campaignId);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link href={`/campaigns/${campaignId}/battles`} className="self-start text-sm font-semibold text-brand-700 underline underline-offset-4">
          All battles
        </Link>
        <h1 className="text-3xl font-black">Record a battle</h1>
        <p className="text-stone-700">Tick the characters each team brings. A team plays when one of its characters is ticked; its line-up must fit the league&apos;s Levels.</p>
      </div>
      {teams.length < 2 ? (
        <p className="text-stone-700">A battle needs two teams; this league has {teams.length === 0 ? "none" : "one"} yet.</p>
      ) : (
        <NewSuBattleForm campaignId={campaignId} teams={teams} budget={budget} settings={settings} />
      )}
    </div>
  );
}

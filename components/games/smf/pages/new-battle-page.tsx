import Link from "next/link";
import { SetUpForm } from "@/components/games/smf/battles/set-up-form";
import { requireUser } from "@/lib/server/auth/current-user";
import { loadNewBattle } from "@/lib/games/smf/server/pages/load-new-battle";

/** Set-up of the next issue: teams, line-ups, scenario and special event. */
export async function NewBattlePage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/battles/new`);
  const { teams, campaign } = await loadNewBattle(user.id, campaignId);
  const isFinished = campaign.finishedAt !== null;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link href={`/campaigns/${campaignId}/battles`} className="self-start text-sm font-semibold text-brand-700 underline underline-offset-4">
          All battles
        </Link>
        <h1 className="text-3xl font-black">Record a battle</h1>
        <p className="text-stone-700">
          Tick who each team fields: a team plays when anyone of it is ticked. Each line-up&apos;s weight is counted as you tick. Characters who are dead, captured or must sit this
          battle out cannot be picked.
        </p>
      </div>
      {isFinished ? (
        <p className="text-stone-700">This campaign is finished. An organiser can raise the story-point goal to play on.</p>
      ) : teams.length < 2 ? (
        <p className="text-stone-700">A battle needs two teams; this campaign has {teams.length === 0 ? "none" : "one"} yet.</p>
      ) : (
        <SetUpForm campaignId={campaignId} teams={teams} />
      )}
    </div>
  );
}

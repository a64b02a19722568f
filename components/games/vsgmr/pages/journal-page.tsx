import Link from "next/link";
import { END_CONDITION_LABELS } from "@/lib/games/vsgmr/battles/battle-result";
import { loadVsgmrJournal } from "@/lib/games/vsgmr/server/pages/load-journal";
import { pointsText } from "@/lib/rules/vsgmr";
import { requireUser } from "@/lib/server/auth/current-user";
import { outcomeLine, scenarioLabel } from "../battles/battle-words";

/** The series' journal: one entry per resolved battle, newest first. */
export async function VsgmrJournalPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/journal`);
  const { entries } = await loadVsgmrJournal(user.id, campaignId);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-black">Journal</h1>
      {entries.length === 0 ? (
        <p className="text-stone-700">No battles have a result yet.</p>
      ) : (
        <ol className="flex flex-col gap-4" aria-label="Journal">
          {entries.map((entry) => (
            <li key={entry.battleId} className="flex flex-col gap-1 rounded-lg border border-stone-300 bg-white px-4 py-3">
              <Link href={`/campaigns/${campaignId}/battles/${entry.battleId}`} className="text-lg font-bold text-brand-700 underline-offset-4 hover:underline">
                Issue #{entry.issue}: {scenarioLabel(entry.details.scenarioId)}
              </Link>
              <p className="font-semibold">{outcomeLine(entry.teams, entry.details.solo?.enemyName ?? null) ?? "No winner recorded"}</p>
              {entry.details.result ? <p className="text-sm text-stone-700">{END_CONDITION_LABELS[entry.details.result.endCondition]}.</p> : null}
              <ul className="text-sm">
                {entry.teams.map((t) => (
                  <li key={t.teamId}>
                    {t.teamName}: {pointsText(t.defeatedHalves)} of enemy figures defeated
                  </li>
                ))}
                {entry.details.solo ? (
                  <li>
                    Against {entry.details.solo.enemyName}, played by the app ({entry.details.solo.turns.length} enemy turns)
                  </li>
                ) : null}
              </ul>
              {entry.story.length > 0 ? (
                <ol className="list-decimal pl-5 text-sm" aria-label={`Issue #${entry.issue} from the tracker`}>
                  {entry.story.map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </ol>
              ) : null}
              {entry.details.result?.recruit ? <p className="text-sm">Recruit: {entry.details.result.recruit.name} joined a new force.</p> : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

import Link from "next/link";
import { loadD20JournalPage } from "@/lib/games/d20/server/pages/load-journal-page";
import { requireUser } from "@/lib/server/auth/current-user";

/**
 * The d20 series' journal (server components only): every adventure, newest first, and each of its
 * conflicts told from their records (order, who was taken out, hero points spent), with the
 * starting points, awards and lasting injuries of the adventure. Undone ones stay, struck through.
 */
export async function D20JournalPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/journal`);
  const journal = await loadD20JournalPage(user.id, campaignId);
  const base = `/campaigns/${campaignId}`;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-black">Journal</h1>
        <p className="text-stone-700">
          Every adventure and its conflicts, newest first, told from their records. Undone ones stay, struck through. The dice behind them are in the{" "}
          <Link href={`${base}/rolls`} className="font-semibold text-brand-700 underline underline-offset-4">
            roll log
          </Link>
          .
        </p>
      </div>
      {journal.entries.length === 0 ? <p className="text-stone-700">No adventure recorded yet.</p> : null}
      <ol className="flex flex-col gap-6">
        {journal.entries.map((entry) => (
          <li key={entry.sessionId} className="flex min-w-0 flex-col gap-2" data-journal-entry={entry.heading}>
            <h2 className={`text-lg font-bold break-words ${entry.undone ? "text-stone-500 line-through" : ""}`}>
              <Link href={`${base}/sessions/${entry.sessionId}`} className="underline">
                {entry.heading}
              </Link>
            </h2>
            <p className="text-sm text-stone-700">
              <time dateTime={entry.playedOn}>{entry.playedOn}</time>
              {entry.undone ? " · undone" : ""}
            </p>
            {entry.lines.length > 0 ? (
              <ul className={`flex list-disc flex-col gap-1 pl-5 break-words ${entry.undone ? "text-stone-500 line-through" : ""}`}>
                {entry.lines.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            ) : null}
            {entry.conflicts.length === 0 ? <p className="text-stone-700">No conflict in this adventure.</p> : null}
            {entry.conflicts.map((conflict) => (
              <section
                key={conflict.id}
                aria-label={`${entry.heading}: ${conflict.name}`}
                className="flex min-w-0 flex-col gap-1 border-l-4 border-stone-200 pl-3"
                data-journal-conflict={conflict.name}
              >
                <h3 className={`font-bold break-words ${conflict.undone || entry.undone ? "text-stone-500 line-through" : ""}`}>{conflict.name}</h3>
                <p className="text-sm text-stone-700">{conflict.status}</p>
                <ul className={`flex list-disc flex-col gap-1 pl-5 break-words ${conflict.undone || entry.undone ? "text-stone-500 line-through" : ""}`}>
                  {conflict.lines.map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </ul>
              </section>
            ))}
          </li>
        ))}
      </ol>
      {journal.before.length > 0 ? (
        <section aria-labelledby="journal-before" className="flex flex-col gap-1">
          <h2 id="journal-before" className="text-lg font-bold">
            Before the first adventure
          </h2>
          <ul className="flex list-disc flex-col gap-1 pl-5 break-words">
            {journal.before.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

import Link from "next/link";
import { loadShsaJournalPage } from "@/lib/games/shsa/server/pages/load-journal-page";
import { requireUser } from "@/lib/server/auth/current-user";

/** SHSA's journal: every episode and week, newest first, told from their records; undone ones stay, struck through. */
export async function ShsaJournalPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/journal`);
  const journal = await loadShsaJournalPage(user.id, campaignId);
  const base = `/campaigns/${campaignId}`;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-black">Journal</h1>
        <p className="text-stone-700">
          Every episode and week, newest first, told from their records. Undone ones stay, struck through. The dice behind them are in the{" "}
          <Link href={`${base}/rolls`} className="font-semibold text-brand-700 underline underline-offset-4">
            roll log
          </Link>
          .
        </p>
      </div>
      {journal.entries.length === 0 ? <p className="text-stone-700">No episode or week recorded yet.</p> : null}
      <ol className="flex flex-col gap-4">
        {journal.entries.map((entry) => (
          <li key={entry.sessionId} className="flex min-w-0 flex-col gap-1" data-journal-entry={entry.heading}>
            <h2 className={`text-lg font-bold break-words ${entry.undone ? "text-stone-500 line-through" : ""}`}>
              <Link href={`${base}/sessions/${entry.sessionId}`} className="underline">
                {entry.heading}
              </Link>
            </h2>
            <p className="text-sm text-stone-700">
              <time dateTime={entry.playedOn}>{entry.playedOn}</time>
              {entry.undone ? " · undone" : ""}
            </p>
            <ul className={`flex list-disc flex-col gap-1 pl-5 break-words ${entry.undone ? "text-stone-500 line-through" : ""}`}>
              {entry.lines.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}

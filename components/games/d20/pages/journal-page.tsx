import { loadD20JournalPage } from "@/lib/games/d20/server/pages/load-journal-page";
import { requireUser } from "@/lib/server/auth/current-user";
import { JournalLines, SessionJournal } from "@/components/sessions/session-journal";

/**
 * The d20 series' journal (server components only): every adventure, newest first, and each of its
 * conflicts told from their records (order, who was taken out, hero points spent), with the
 * starting points, awards and lasting injuries of the adventure. Undone ones stay, struck through.
 */
export async function D20JournalPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/journal`);
  const journal = await loadD20JournalPage(user.id, campaignId);
  return (
    <SessionJournal
      campaignId={campaignId}
      holds="Every adventure and its conflicts"
      empty="No adventure recorded yet."
      entries={journal.entries}
      isRoomy
      renderEntry={(entry) => (
        <>
          {entry.lines.length > 0 ? <JournalLines lines={entry.lines} isStruck={entry.undone} /> : null}
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
              <JournalLines lines={conflict.lines} isStruck={conflict.undone || entry.undone} />
            </section>
          ))}
        </>
      )}
    >
      {journal.before.length > 0 ? (
        <section aria-labelledby="journal-before" className="flex flex-col gap-1">
          <h2 id="journal-before" className="text-lg font-bold">
            Before the first adventure
          </h2>
          <JournalLines lines={journal.before} isStruck={false} />
        </section>
      ) : null}
    </SessionJournal>
  );
}

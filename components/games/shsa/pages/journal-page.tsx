import { loadShsaJournalPage } from "@/lib/games/shsa/server/pages/load-journal-page";
import { requireUser } from "@/lib/server/auth/current-user";
import { JournalLines, SessionJournal } from "@/components/sessions/session-journal";

/** SHSA's journal: every episode and week, newest first, told from their records; undone ones stay, struck through. */
export async function ShsaJournalPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/journal`);
  const journal = await loadShsaJournalPage(user.id, campaignId);
  return (
    <SessionJournal
      campaignId={campaignId}
      holds="Every episode and week"
      empty="No episode or week recorded yet."
      entries={journal.entries}
      renderEntry={(entry) => <JournalLines lines={entry.lines} isStruck={entry.undone} />}
    />
  );
}

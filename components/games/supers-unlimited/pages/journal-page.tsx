import { loadSuJournal } from "@/lib/games/supers-unlimited/server/pages/load-journal";
import { requireUser } from "@/lib/server/auth/current-user";
import { SuJournalEntries } from "../journal/journal-entries";

/** The league's journal: one entry per resolved battle, newest first. */
export async function SuJournalPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/journal`);
  const { battles } = await loadSuJournal(user.id, campaignId);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-black">Journal</h1>
      {battles.length === 0 ? <p className="text-stone-700">No battles resolved yet.</p> : <SuJournalEntries battles={battles} campaignId={campaignId} />}
    </div>
  );
}

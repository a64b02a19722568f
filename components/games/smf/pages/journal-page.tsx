import Link from "next/link";
import { JournalList } from "@/components/games/smf/journal/journal-list";
import { parsePositiveInt } from "@/lib/journal/page-cursor";
import { requireUser } from "@/lib/server/auth/current-user";
import { loadJournal } from "@/lib/games/smf/server/pages/load-journal";

type Props = { params: Promise<{ campaignId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The campaign journal: one entry per issue, newest first, written from the battles' records. */
export async function JournalPage({ params, searchParams }: Props) {
  const { campaignId } = await params;
  const beforeIssue = parsePositiveInt((await searchParams).before);
  const user = await requireUser(`/campaigns/${campaignId}/journal`);
  const { page } = await loadJournal(user.id, campaignId, beforeIssue);
  const base = `/campaigns/${campaignId}`;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-black">Journal</h1>
        <p className="text-stone-700">
          Every issue of the campaign, told from its records. Undone issues stay, struck through. The dice behind them are in the{" "}
          <Link href={`${base}/rolls`} className="font-semibold text-brand-700 underline underline-offset-4">
            roll log
          </Link>
          .
        </p>
      </div>
      <JournalList
        page={page}
        isFirstPage={beforeIssue === undefined}
        olderHref={(before) => `${base}/journal?before=${before}`}
        battleHref={(battleId) => `${base}/battles/${battleId}`}
        characterHref={(teamId, characterId) => `${base}/teams/${teamId}/characters/${characterId}`}
      />
    </div>
  );
}

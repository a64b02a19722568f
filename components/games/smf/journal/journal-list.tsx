import Link from "next/link";
import type { JournalPage } from "@/lib/games/smf/views/journal-page";
import { JournalEntryCard } from "./journal-entry-card";

interface JournalListProps {
  page: JournalPage;
  /** The address of this list with `?before=N` for older issues (same path, no other params). */
  olderHref: (beforeIssue: number) => string;
  /** Each issue's battle page, for members; none on the public page. */
  battleHref?: (battleId: string) => string;
  /** Each character's history page, for members; none on the public page. */
  characterHref?: (teamId: string, characterId: string) => string;
  /** Shown when `isFirstPage` and there are no entries. */
  isFirstPage: boolean;
  headingLevel?: 2 | 3;
}

/** The journal's entries, newest issue first, and a link to the older ones. */
export function JournalList({ page, olderHref, battleHref, characterHref, isFirstPage, headingLevel }: JournalListProps) {
  if (page.entries.length === 0) {
    return <p className="text-stone-700">{isFirstPage ? "No issues yet: the first resolved battle starts the journal." : "No older issues."}</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col gap-4" aria-label="Issues">
        {/* Keyed by place, not by battle id: keys go to the browser, and this list is on public pages. */}
        {page.entries.map((entry, index) => (
          <li key={index}>
            <JournalEntryCard entry={entry} battleHref={battleHref?.(entry.battleId)} characterHref={characterHref} headingLevel={headingLevel} />
          </li>
        ))}
      </ol>
      {page.nextBeforeIssue !== null ? (
        <Link href={olderHref(page.nextBeforeIssue)} className="self-start font-semibold text-brand-700 underline underline-offset-4">
          Older issues
        </Link>
      ) : null}
    </div>
  );
}

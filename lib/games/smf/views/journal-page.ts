import type { JournalEntry } from "@/lib/games/smf/journal/journal-entry";

/** One page of a campaign's journal (listJournalPage), newest issue first. */
export interface JournalPage {
  entries: JournalEntry[];
  /** Pass as `beforeIssue` for the next (older) page; null on the last page. */
  nextBeforeIssue: number | null;
}

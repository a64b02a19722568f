import Link from "next/link";
import type { ReactNode } from "react";

/** One session as a journal lists it: its heading, when it was played, whether it was undone, what happened. */
export interface SessionJournalEntry {
  sessionId: string;
  heading: string;
  playedOn: string;
  undone: boolean;
  lines: readonly string[];
}

export interface SessionJournalProps<Entry extends SessionJournalEntry> {
  campaignId: string;
  /** What the journal holds, at the head of its intro: "Every episode and week". */
  holds: string;
  /** What it says with no session yet: "No episode or week recorded yet." */
  empty: string;
  entries: readonly Entry[];
  /** What follows an entry's date: its lines (`JournalLines`) and whatever else the game tells of it. */
  renderEntry: (entry: Entry) => ReactNode;
  /** A wider gap between entries and inside each (a game whose entries hold sections of their own). */
  isRoomy?: boolean;
  /** What follows the list (the d20 series' awards before the first adventure). */
  children?: ReactNode;
}

const STRUCK = "text-stone-500 line-through";

/** A list of journal lines, struck through when what they tell was undone. */
export function JournalLines({ lines, isStruck }: { lines: readonly string[]; isStruck: boolean }) {
  return (
    <ul className={`flex list-disc flex-col gap-1 pl-5 break-words ${isStruck ? STRUCK : ""}`}>
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * A game's journal page (a server component: the journal is read-only and ships no client
 * component, e2e/read-only-js.spec.ts): its heading, the intro pointing at the roll log, and every
 * session newest first, each linked to its page with its date, struck through once undone. Each game
 * draws an entry's body (`renderEntry`) and anything after the list in its own words.
 */
export function SessionJournal<Entry extends SessionJournalEntry>({ campaignId, holds, empty, entries, renderEntry, isRoomy = false, children }: SessionJournalProps<Entry>) {
  const base = `/campaigns/${campaignId}`;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-black">Journal</h1>
        <p className="text-stone-700">
          {holds}, newest first, told from their records. Undone ones stay, struck through. The dice behind them are in the{" "}
          <Link href={`${base}/rolls`} className="font-semibold text-brand-700 underline underline-offset-4">
            roll log
          </Link>
          .
        </p>
      </div>
      {entries.length === 0 ? <p className="text-stone-700">{empty}</p> : null}
      <ol className={`flex flex-col ${isRoomy ? "gap-6" : "gap-4"}`}>
        {entries.map((entry) => (
          <li key={entry.sessionId} className={`flex min-w-0 flex-col ${isRoomy ? "gap-2" : "gap-1"}`} data-journal-entry={entry.heading}>
            <h2 className={`text-lg font-bold break-words ${entry.undone ? STRUCK : ""}`}>
              <Link href={`${base}/sessions/${entry.sessionId}`} className="underline">
                {entry.heading}
              </Link>
            </h2>
            <p className="text-sm text-stone-700">
              <time dateTime={entry.playedOn}>{entry.playedOn}</time>
              {entry.undone ? " · undone" : ""}
            </p>
            {renderEntry(entry)}
          </li>
        ))}
      </ol>
      {children}
    </div>
  );
}

import Link from "next/link";
import type { CharacterHistoryEntry } from "@/lib/games/smf/journal/character-history";

/**
 * A character's history, newest issue first: one short entry per issue its records mention.
 * An undone issue stays, struck through and marked.
 */
export function CharacterHistoryList({ entries, battleHref }: { entries: readonly CharacterHistoryEntry[]; battleHref: (battleId: string) => string }) {
  if (entries.length === 0) return <p className="text-stone-700">No battles yet.</p>;
  return (
    <ol className="flex flex-col gap-3" aria-label="Issues">
      {entries.map((entry) => (
        <li
          key={entry.battleId}
          data-history-issue={entry.issue}
          className={`flex flex-col gap-1 rounded-lg border bg-white p-3 ${entry.isUndone ? "border-dashed border-stone-400 text-stone-600" : "border-stone-300"}`}
        >
          <h3 className="flex flex-wrap items-baseline gap-x-2 font-bold">
            <span className="font-mono text-brand-700">#{entry.issue}</span>
            <Link href={battleHref(entry.battleId)} className={`underline-offset-4 hover:underline ${entry.isUndone ? "line-through" : ""}`}>
              {entry.title}
            </Link>
            {entry.isUndone ? (
              <span className="rounded-full border border-stone-500 bg-stone-100 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-stone-800">Undone</span>
            ) : null}
          </h3>
          <ul className="flex list-disc flex-col gap-0.5 pl-5 text-sm">
            {entry.lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

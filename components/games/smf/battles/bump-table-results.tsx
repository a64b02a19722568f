"use client";
import { BUMP_TABLES, BUMP_TABLE_DEFS, bumpTableResults } from "@/lib/rules/smf";

/**
 * What the four bump tables give, face by face, so the table can be chosen without the book. One
 * <details> per table keeps the list short on a phone; the words and results come from the
 * rules library, the same data the dice are read against.
 *
 * A client component with no props: the tables are in its code, so a page (or the answer to a
 * throw that brings the bump picks) carries one reference instead of some 5 kB of rows.
 */
export function BumpTableResults() {
  return (
    <section aria-labelledby="bump-tables-heading" className="flex flex-col gap-2">
      <h3 id="bump-tables-heading" className="font-semibold">
        The bump tables
      </h3>
      {BUMP_TABLES.map((table) => {
        const def = BUMP_TABLE_DEFS[table];
        return (
          <details key={table} className="rounded-md border border-stone-300 bg-white px-3 py-2">
            <summary className="cursor-pointer font-semibold">{def.name}</summary>
            <p className="mt-1 text-sm break-words text-stone-700">{def.summary}</p>
            <ol aria-label={`${def.name} results`} className="mt-1 flex flex-col gap-0.5 text-sm">
              {bumpTableResults(table).map((r) => (
                <li key={r.face} className="break-words">
                  <span className="font-semibold tabular-nums">{r.face}</span> → {r.name}
                </li>
              ))}
            </ol>
          </details>
        );
      })}
    </section>
  );
}

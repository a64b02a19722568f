import Link from "next/link";
import { suJournalEntry } from "@/lib/games/supers-unlimited/journal/journal-entry";
import type { SuBattleListRow } from "@/lib/games/supers-unlimited/views/su-battle-list-row";

/**
 * The league's journal entries, newest first, each telling its battle (suJournalEntry): who beat
 * whom on VP, the scenario and Subplots, then the Plasma X taken, the Gimmicks used, who fell, the
 * Endgame and each VP scored. `campaignId` links each issue to its battle page (for members); the
 * public page gives none.
 */
export function SuJournalEntries({ battles, campaignId }: { battles: readonly SuBattleListRow[]; campaignId: string | null }) {
  return (
    <ol className="flex flex-col gap-4" aria-label="Journal">
      {battles.map((battle, index) => {
        const entry = suJournalEntry(battle);
        return (
          // By place, not by battle id: keys go to the browser, and the public page shows this list.
          <li key={index}>
            <article className="flex flex-col gap-2 rounded-lg border border-stone-300 bg-white p-4">
              <h2 className="text-lg font-bold">
                {campaignId ? (
                  <Link href={`/campaigns/${campaignId}/battles/${battle.id}`} className="text-brand-700 underline underline-offset-4">
                    Issue #{entry.issue}
                  </Link>
                ) : (
                  `Issue #${entry.issue}`
                )}
                : {entry.title}
              </h2>
              {entry.scenarioLine ? <p className="text-sm text-stone-700">{entry.scenarioLine}</p> : null}
              <ul className="flex list-disc flex-col gap-0.5 pl-5 text-sm">
                {entry.lines.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            </article>
          </li>
        );
      })}
    </ol>
  );
}

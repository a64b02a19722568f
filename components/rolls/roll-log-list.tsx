import type { RollLogRow } from "@/lib/views/roll-log";
import { DiceFaces } from "./dice-faces";
import { rollAttribution } from "./roll-attribution";
import { RollSourceBadge } from "./roll-source-badge";
import { UtcDateTime } from "@/components/ui/utc-date-time";

const BADGE = "rounded-full border border-stone-500 bg-stone-100 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-stone-800";

/**
 * The campaign's rolls, newest first: sequence number, what it was for, the faces, where they came
 * from (and whether they came in with an imported file), who rolled and when. Rolls of an undone
 * or cancelled battle stay, marked.
 */
export function RollLogList({ rolls }: { rolls: readonly RollLogRow[] }) {
  return (
    <ol className="divide-y divide-stone-200 rounded-lg border border-stone-300 bg-white" aria-label="Rolls">
      {rolls.map((roll) => (
        <li key={roll.id} data-roll-sequence={roll.sequence} className={`flex flex-col gap-2 px-4 py-3 ${roll.isUndone || roll.isCancelled ? "bg-stone-50 text-stone-600" : ""}`}>
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="font-mono text-sm font-bold text-brand-700">#{roll.sequence}</span>
            <span className={`font-semibold ${roll.isUndone || roll.isCancelled ? "line-through" : ""}`}>{roll.label}</span>
            {roll.isUndone ? <span className={BADGE}>Undone issue</span> : null}
            {roll.isCancelled ? <span className={BADGE}>Cancelled issue</span> : null}
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <DiceFaces sides={roll.sides} faces={roll.faces} />
            <RollSourceBadge source={roll.source} />
            {roll.isImported ? (
              <span className={BADGE} title="Came in with an imported campaign file">
                Imported
              </span>
            ) : null}
          </div>
          <p className="text-sm text-stone-700">
            {rollAttribution(roll)} · <UtcDateTime at={roll.createdAt} />
          </p>
        </li>
      ))}
    </ol>
  );
}

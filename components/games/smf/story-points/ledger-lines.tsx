import { TextWithRuleRefs } from "@/components/ui/text-with-rule-refs";
import type { LedgerLine } from "@/lib/ledger/ledger-page";
import { storyPointReasonLabel } from "./reason-labels";
import { DateTime } from "@/components/ui/date-time";

/** "+2", "−1" (a real minus sign). */
export function signedDelta(delta: number): string {
  return delta > 0 ? `+${delta}` : `−${Math.abs(delta)}`;
}

function What({ line }: { line: LedgerLine }) {
  return (
    <div className="flex flex-col gap-0.5">
      <span className="flex flex-wrap items-center gap-2">
        <span className={`font-semibold ${line.isUndone ? "line-through" : ""}`}>
          {line.isReversal ? "Undo: " : ""}
          {storyPointReasonLabel(line.reason)}
        </span>
        {line.issue !== null ? <span className="text-sm text-stone-700">issue #{line.issue}</span> : null}
        {line.isUndone ? <span className="rounded bg-stone-200 px-1.5 py-0.5 text-xs font-bold uppercase tracking-wide text-stone-800">undone</span> : null}
      </span>
      {line.note ? (
        <span className={`text-sm text-stone-700 ${line.isUndone ? "line-through" : ""}`}>
          <TextWithRuleRefs text={line.note} />
        </span>
      ) : null}
    </div>
  );
}

function Delta({ line }: { line: LedgerLine }) {
  const tone = line.delta > 0 ? "text-emerald-800" : "text-red-800";
  return <span className={`font-mono font-bold tabular-nums ${tone} ${line.isUndone ? "line-through" : ""}`}>{signedDelta(line.delta)}</span>;
}

function When({ line }: { line: LedgerLine }) {
  return <DateTime at={line.createdAt} />;
}

/**
 * A team's ledger lines, newest first: a table from the md breakpoint, a stacked list below it
 * (only one is displayed, so assistive technology meets one). An entry a later one cancelled is
 * struck through and marked "undone".
 */
export function LedgerLines({ lines }: { lines: LedgerLine[] }) {
  return (
    <>
      <table className="hidden w-full border-collapse text-left md:table" aria-label="Story point history">
        <thead>
          <tr className="border-b-2 border-stone-400 text-sm">
            <th scope="col" className="py-2 pr-3 font-semibold">
              When
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              What
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Change
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Balance
            </th>
            <th scope="col" className="py-2 font-semibold">
              By
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} data-ledger-line={line.id} className={`border-b border-stone-200 align-top ${line.isUndone ? "text-stone-600" : ""}`}>
              <td className="whitespace-nowrap py-2 pr-3 text-sm text-stone-700">
                <When line={line} />
              </td>
              <td className="py-2 pr-3">
                <What line={line} />
              </td>
              <td className="py-2 pr-3 text-right">
                <Delta line={line} />
              </td>
              <td className="py-2 pr-3 text-right font-mono tabular-nums">{line.balanceAfter}</td>
              <td className="py-2 text-sm">{line.actorName}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <ol className="flex flex-col gap-3 md:hidden" aria-label="Story point history">
        {lines.map((line) => (
          <li key={line.id} data-ledger-line={line.id} className={`flex flex-col gap-1 rounded-lg border border-stone-300 bg-white p-3 ${line.isUndone ? "text-stone-600" : ""}`}>
            <div className="flex items-start justify-between gap-3">
              <What line={line} />
              <Delta line={line} />
            </div>
            <p className="text-sm text-stone-700">
              Balance after: <span className="font-mono font-semibold tabular-nums">{line.balanceAfter}</span>
            </p>
            <p className="text-xs text-stone-600">
              <When line={line} /> · {line.actorName}
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}

import type { OddsTone, RollOdds } from "@/lib/rules/roll-odds";

/** Good outcomes green, neutral ones slate, bad ones amber, the worst (death, capture) red: the bars read at a glance. */
const TONE: Record<OddsTone, string> = {
  good: "bg-emerald-600",
  neutral: "bg-slate-500",
  bad: "bg-amber-500",
  worst: "bg-red-700",
};

export function percent(probability: number): string {
  if (probability === 0) return "0%";
  if (probability < 0.001) return "<0.1%";
  if (probability > 0.999 && probability < 1) return ">99.9%";
  return `${(probability * 100).toFixed(1)}%`;
}

/**
 * The exact chance of each outcome of the next throw, before it is thrown (computed by the rules
 * library from the same code as the roll): what is thrown ("6 dice · 2 re-rolls of misses ·
 * TN 3"), then a table, so the numbers are read out; the bars only repeat them.
 */
export function RollOddsTable({ odds, id = "roll-odds" }: { odds: RollOdds; id?: string }) {
  const factsId = `${id}-facts`;
  // Bars are scaled to the likeliest outcome, so small differences show; the text gives the true chance.
  const likeliest = Math.max(...odds.outcomes.map((row) => row.probability), Number.EPSILON);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      {odds.facts.length > 0 ? (
        <p id={factsId} className="text-sm text-stone-700">
          {odds.facts.join(" · ")}
        </p>
      ) : null}
      <table className="w-full table-fixed text-sm" {...(odds.facts.length > 0 ? { "aria-describedby": factsId } : {})}>
        <caption className="mb-1 text-left font-semibold">{odds.caption}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Outcome</th>
            <th scope="col">Chance</th>
          </tr>
        </thead>
        <tbody>
          {odds.outcomes.map((row) => (
            <tr key={row.key} className="align-middle">
              <th scope="row" className="w-1/2 py-0.5 pr-2 text-left font-normal break-words">
                {row.faces ? <span className="mr-1 font-mono text-stone-600">{row.faces}</span> : null}
                {row.label}
              </th>
              <td className="py-0.5">
                <div className="flex items-center gap-2">
                  <div className="h-3 min-w-0 flex-1 rounded-sm bg-stone-100" aria-hidden="true">
                    <div className={`h-3 rounded-sm ${TONE[row.tone]}`} style={{ width: `${row.probability > 0 ? Math.max((row.probability / likeliest) * 100, 2) : 0}%` }} />
                  </div>
                  <span className="w-14 shrink-0 text-right font-mono tabular-nums">{percent(row.probability)}</span>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

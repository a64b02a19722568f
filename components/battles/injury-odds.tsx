import type { InjuryOutcomeOdds } from "@/lib/rules/smf";

/** Bad outcomes red, lasting ones amber, harmless and good ones green: the bars read at a glance. */
const TONE: Record<InjuryOutcomeOdds["outcome"], string> = {
  dead: "bg-red-800",
  captured: "bg-red-600",
  "grievous-injury": "bg-amber-700",
  "serious-injuries": "bg-amber-600",
  "light-injury": "bg-amber-400",
  "minor-scrapes": "bg-emerald-500",
  "settle-the-score": "bg-emerald-600",
  "inspired-recovery": "bg-emerald-700",
};

export function percent(probability: number): string {
  if (probability === 0) return "0%";
  if (probability < 0.001) return "<0.1%";
  return `${(probability * 100).toFixed(1)}%`;
}

/**
 * The exact chance of each injury outcome for this character, before the dice are thrown
 * (computed by the rules library, the same code as the roll). A table, so the numbers are read
 * out; the bars only repeat them.
 */
export function InjuryOdds({ odds, characterName }: { odds: readonly InjuryOutcomeOdds[]; characterName?: string }) {
  // Bars are scaled to the likeliest outcome, so small differences show; the text gives the true chance.
  const likeliest = Math.max(...odds.map((row) => row.probability), Number.EPSILON);
  return (
    <table className="w-full text-sm">
      <caption className="mb-1 text-left font-semibold">Odds of each outcome{characterName ? ` for ${characterName}` : ""}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Outcome</th>
          <th scope="col">Chance</th>
        </tr>
      </thead>
      <tbody>
        {odds.map((row) => (
          <tr key={row.outcome} className="align-middle">
            <th scope="row" className="w-36 py-0.5 pr-2 text-left font-normal">
              {row.name}
            </th>
            <td className="py-0.5">
              <div className="flex items-center gap-2">
                <div className="h-3 flex-1 rounded-sm bg-stone-100" aria-hidden="true">
                  <div className={`h-3 rounded-sm ${TONE[row.outcome]}`} style={{ width: `${row.probability > 0 ? Math.max((row.probability / likeliest) * 100, 2) : 0}%` }} />
                </div>
                <span className="w-14 text-right font-mono tabular-nums">{percent(row.probability)}</span>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

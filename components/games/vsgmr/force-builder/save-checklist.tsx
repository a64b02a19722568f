import type { VsgmrProblem } from "@/lib/rules/vsgmr";

interface SaveChecklistProps {
  /** Each problem with the figure it belongs to (its index), or null for the whole force. */
  problems: ReadonlyArray<{ problem: VsgmrProblem; figure: { index: number; name: string } | null }>;
}

/**
 * Beside the Save button, as the player edits: every problem that would stop the save, each
 * saying where it is and linking there, so nobody learns of a missing Commander only on saving.
 */
export function SaveChecklist({ problems }: SaveChecklistProps) {
  if (problems.length === 0) return null;
  return (
    <div className="flex flex-col gap-1 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold" id="save-checklist-heading">
        Fix before saving
      </p>
      <ul className="list-disc pl-5" aria-labelledby="save-checklist-heading">
        {problems.map(({ problem, figure }, i) => (
          <li key={i}>
            <a className="font-semibold underline" href={figure ? `#figure-${figure.index}` : "#force-problems"}>
              {figure ? figure.name || `Figure ${figure.index + 1}` : "Whole force (under the points total)"}
            </a>
            : {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

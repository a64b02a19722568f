/**
 * Keeps the log to one issue's rolls: a plain GET form, so it works without JavaScript and the
 * address can be shared.
 */
export function RollIssueFilter({ action, issues, selected }: { action: string; issues: readonly number[]; selected?: number }) {
  return (
    <form action={action} method="get" className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor="roll-issue" className="text-sm font-semibold">
          Issue
        </label>
        <select id="roll-issue" name="issue" defaultValue={selected ? String(selected) : ""} className="min-h-11 rounded-md border border-stone-400 bg-white px-3 py-2">
          <option value="">All issues</option>
          {issues.map((issue) => (
            <option key={issue} value={issue}>
              Issue #{issue}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="min-h-11 rounded-md border border-stone-400 bg-white px-4 py-2 font-semibold hover:bg-stone-100">
        Show
      </button>
    </form>
  );
}

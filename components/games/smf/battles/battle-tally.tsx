import type { TeamTally } from "@/lib/games/smf/battles/explain-throws";

const TONE: Record<"bad" | "lasting" | "fine", string> = {
  bad: "border-red-300 bg-red-50 text-red-900",
  lasting: "border-amber-300 bg-amber-50 text-amber-950",
  fine: "border-emerald-300 bg-emerald-50 text-emerald-900",
};

/** The battle so far at a glance, team by team: story points this issue and who is hurt. */
export function BattleTally({ tally }: { tally: readonly TeamTally[] }) {
  return (
    <section aria-labelledby="tally-heading" className="flex flex-col gap-2 rounded-lg border border-stone-300 bg-white p-3">
      <h2 id="tally-heading" className="text-sm font-bold tracking-wide text-stone-700 uppercase">
        Tally so far
      </h2>
      <ul className="flex flex-col gap-2 text-sm">
        {tally.map((team) => (
          <li key={team.teamId} data-tally-team={team.teamId} className="flex flex-col gap-1">
            <p>
              <span className="font-semibold">{team.name}</span>{" "}
              <span className="font-mono tabular-nums">
                {team.storyPoints >= 0 ? "+" : "−"}
                {Math.abs(team.storyPoints)} SP
              </span>
              {team.balance !== undefined ? <span className="text-stone-700"> (now {team.balance})</span> : null}
            </p>
            {team.knockedOut.length > 0 ? (
              <ul className="flex flex-wrap gap-1" aria-label={`${team.name}: knocked out`}>
                {team.knockedOut.map((c) => (
                  <li key={c.characterId} className={`rounded-full border px-2 py-0.5 text-xs ${c.outcome ? TONE[c.tone] : "border-stone-300 bg-stone-50 text-stone-800"}`}>
                    {c.name}: {c.outcome ?? "injury roll to come"}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-xs text-stone-600">No one knocked out.</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

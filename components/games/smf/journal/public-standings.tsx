import { GoalBar } from "@/components/games/smf/teams/story-point-bars";
import { storyPointProgress } from "@/components/games/smf/teams/story-point-progress";
import { ALIGNMENT_LABELS } from "@/lib/schemas/team";
import type { PublicStanding } from "@/lib/games/smf/views/public-campaign";

/**
 * The standings as the public page shows them: team, side, balance and earned SP, a bar to the
 * goal and the battle record. No links and no people: the page is for anyone with the link.
 */
export function PublicStandings({ rows, goal }: { rows: readonly PublicStanding[]; goal: number }) {
  if (rows.length === 0) return <p className="text-stone-700">No teams yet.</p>;
  return (
    <ol className="divide-y divide-stone-200 rounded-lg border border-stone-300 bg-white" aria-label="Standings">
      {rows.map((row, index) => (
        <li key={`${index}-${row.name}`} className="flex flex-col gap-2 px-4 py-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <p className="font-semibold">
              <span className="mr-2 font-mono text-stone-600">{index + 1}.</span>
              {row.name}
            </p>
            <p className="text-sm text-stone-700">
              <span className="font-semibold text-ink">{row.balance} SP</span> · {row.earned} earned
            </p>
          </div>
          <GoalBar progress={storyPointProgress(row, goal)} label={`${row.name}: story points toward the goal`} />
          <p className="text-sm text-stone-700">
            <span className={row.alignment === "HEROES" ? "text-hero" : "text-villain"}>{ALIGNMENT_LABELS[row.alignment]}</span> · {row.played}{" "}
            {row.played === 1 ? "battle" : "battles"}: {row.won} won, {row.lost} lost, {row.drawn} drawn
          </p>
        </li>
      ))}
    </ol>
  );
}

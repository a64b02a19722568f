import Link from "next/link";
import { ALIGNMENT_LABELS } from "@/lib/schemas/team";
import type { StandingsRow } from "@/lib/server/teams/list-standings";
import { GoalBar } from "./story-point-bars";
import { storyPointProgress } from "./story-point-progress";

/** The campaign's teams in standings order, each with its story points and a bar to the goal. */
export function StandingsList({ campaignId, goal, rows }: { campaignId: string; goal: number; rows: readonly StandingsRow[] }) {
  return (
    <ol className="divide-y divide-stone-200 rounded-lg border border-stone-300 bg-white" aria-label="Standings">
      {rows.map((row, index) => (
        <li key={row.teamId} className="flex flex-col gap-2 px-4 py-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <p>
              <span className="mr-2 font-mono text-stone-600">{index + 1}.</span>
              <Link href={`/campaigns/${campaignId}/teams/${row.teamId}`} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                {row.name}
              </Link>
            </p>
            <p className="text-sm text-stone-700">
              <span className="font-semibold text-ink">{row.balance} SP</span> · {row.earned} earned
            </p>
          </div>
          <GoalBar progress={storyPointProgress(row, goal)} label={`${row.name}: story points toward the goal`} />
          <p className="text-sm text-stone-700">
            {ALIGNMENT_LABELS[row.alignment]} · {row.ownerName} · {row.characterCount} {row.characterCount === 1 ? "character" : "characters"}
          </p>
        </li>
      ))}
    </ol>
  );
}

import Link from "next/link";
import { ALIGNMENT_LABELS, requireTeamAlignment } from "@/lib/schemas/team";
import type { ArchivedTeamRow, StandingsRow } from "@/lib/views/standings";
import { GoalBar } from "./story-point-bars";
import { storyPointProgress } from "./story-point-progress";

const LINK = "font-semibold text-brand-700 underline-offset-4 hover:underline";

/**
 * The campaign's teams in standings order, each with its story points and a bar to the goal.
 * Archived teams (listArchivedTeams), when given, follow in a list of their own, greyed and
 * unranked: they no longer compete.
 */
export function StandingsList({
  campaignId,
  goal,
  rows,
  archived = [],
}: {
  campaignId: string;
  goal: number;
  rows: readonly StandingsRow[];
  archived?: readonly ArchivedTeamRow[];
}) {
  return (
    <div className="flex flex-col gap-4">
      {rows.length ? (
        <ol className="divide-y divide-stone-200 rounded-lg border border-stone-300 bg-white" aria-label="Standings">
          {rows.map((row, index) => (
            <li key={row.teamId} className="flex flex-col gap-2 px-4 py-3">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <p>
                  <span className="mr-2 font-mono text-stone-600">{index + 1}.</span>
                  <Link href={`/campaigns/${campaignId}/teams/${row.teamId}`} className={LINK}>
                    {row.name}
                  </Link>
                </p>
                <p className="text-sm text-stone-700">
                  <span className="font-semibold text-ink">{row.balance} SP</span> · {row.earned} earned
                </p>
                <p className="text-sm text-stone-700" data-record={row.teamId}>
                  {row.record.played} {row.record.played === 1 ? "battle" : "battles"} · {row.record.won} won · {row.record.lost} lost
                  {row.record.drawn ? ` · ${row.record.drawn} drawn` : ""}
                </p>
              </div>
              <GoalBar progress={storyPointProgress(row, goal)} label={`${row.name}: story points toward the goal`} />
              <p className="text-sm text-stone-700">
                {row.alignment ? `${ALIGNMENT_LABELS[requireTeamAlignment(row.alignment)]} · ` : ""}
                {row.ownerName} · {row.characterCount} {row.characterCount === 1 ? "character" : "characters"}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      {archived.length ? (
        <ul className="divide-y divide-stone-200 rounded-lg border border-dashed border-stone-300 bg-stone-50 text-stone-700" aria-label="Archived teams">
          {archived.map((row) => (
            <li key={row.teamId} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-2 text-sm">
              <p>
                <Link href={`/campaigns/${campaignId}/teams/${row.teamId}`} className="font-semibold text-stone-700 underline underline-offset-4">
                  {row.name}
                </Link>{" "}
                · archived · {row.ownerName} · {row.balance} SP, {row.earned} earned
              </p>
              {row.canRestore ? (
                <Link href={`/campaigns/${campaignId}/teams/${row.teamId}/edit`} className={LINK} aria-label={`Restore ${row.name}`}>
                  Restore…
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

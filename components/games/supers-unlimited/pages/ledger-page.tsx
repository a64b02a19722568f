import Link from "next/link";
import { loadSuLedger } from "@/lib/games/supers-unlimited/server/pages/load-ledger";
import { requireUser } from "@/lib/server/auth/current-user";
import { can } from "@/lib/authz/permissions";
import { VpCorrectionForm } from "../battles/vp-correction-form";

const LINK = "font-semibold text-brand-700 underline underline-offset-4";

/** A team's VP history, newest first: each battle's VP and any undo, with the running total. */
export async function SuLedgerPage({ params, searchParams }: { params: Promise<{ campaignId: string; teamId: string }>; searchParams: Promise<{ before?: string | string[] }> }) {
  const { campaignId, teamId } = await params;
  const { before } = await searchParams;
  const teamPath = `/campaigns/${campaignId}/teams/${teamId}`;
  const user = await requireUser(`${teamPath}/ledger`);
  const cursor = typeof before === "string" && before ? before : undefined;
  const { access, team, page } = await loadSuLedger(user.id, campaignId, teamId, cursor);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-black">Victory points</h1>
        <p className="text-stone-700">
          History of{" "}
          <Link href={teamPath} className={LINK}>
            {team.name}
          </Link>
          : <span className="font-mono font-bold">{team.storyPoints.balance}</span> VP.
        </p>
      </div>
      {page.lines.length === 0 ? (
        <p className="text-stone-700">{cursor ? "No older entries." : "No VP yet."}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-stone-200 rounded-lg border border-stone-300 bg-white" aria-label="VP history">
          {page.lines.map((line) => (
            <li key={line.id} className="flex flex-col gap-0.5 px-4 py-3">
              <p className="flex flex-wrap justify-between gap-2">
                <span className="font-semibold">
                  {line.issue !== null ? `Issue #${line.issue}` : line.reason === "CORRECTION" ? "Correction" : "VP"}
                  {line.isReversal ? " (undone)" : ""}
                </span>
                <span className={`font-mono font-bold ${line.delta < 0 ? "text-red-800" : "text-emerald-800"} ${line.isUndone ? "line-through" : ""}`}>
                  {line.delta > 0 ? `+${line.delta}` : line.delta} VP
                </span>
              </p>
              {line.note ? <p className="text-sm text-stone-700">{line.note}</p> : null}
              <p className="text-xs text-stone-600">
                {line.actorName} · total after: {line.balanceAfter} VP
              </p>
            </li>
          ))}
        </ol>
      )}
      {!team.archivedAt && can(access.role, "ledger:correct") ? <VpCorrectionForm teamId={teamId} /> : null}
      {page.nextCursor ? (
        <Link href={`${teamPath}/ledger?before=${page.nextCursor}`} className={LINK}>
          Older entries
        </Link>
      ) : null}
    </div>
  );
}

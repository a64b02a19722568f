import Link from "next/link";
import { loadVsgmrLedger } from "@/lib/games/vsgmr/server/pages/load-ledger";
import { formatPoints, pointsText } from "@/lib/rules/vsgmr";

const LINK = "font-semibold text-brand-700 underline-offset-4 hover:underline";
const REASONS: Record<string, string> = { FIGURES_DEFEATED: "Enemy figures defeated", CORRECTION: "Correction" };

/** A force's points of enemy figures defeated, entry by entry, in points with halves. */
export async function VsgmrLedgerPage({
  params,
  searchParams,
}: {
  params: Promise<{ campaignId: string; teamId: string }>;
  searchParams: Promise<{ before?: string | string[] }>;
}) {
  const { campaignId, teamId } = await params;
  const { before } = await searchParams;
  const { team, page } = await loadVsgmrLedger(campaignId, teamId, typeof before === "string" && before ? before : undefined);
  const teamPath = `/campaigns/${campaignId}/teams/${teamId}`;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-black">{team.name}: enemy figures defeated</h1>
      <p>
        Balance: <span className="font-semibold">{pointsText(team.storyPoints.balance)}</span>
      </p>
      {page.lines.length === 0 ? (
        <p className="text-stone-700">No entries yet.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-stone-200 rounded-lg border border-stone-300 bg-white" aria-label="Ledger">
          {page.lines.map((line) => (
            <li key={line.id} className={`flex flex-col gap-1 px-4 py-3 ${line.isUndone ? "text-stone-500" : ""}`}>
              <p>
                <span className="font-semibold">
                  {line.delta > 0 ? "+" : ""}
                  {formatPoints(line.delta)}
                </span>{" "}
                {REASONS[line.reason] ?? line.reason}
                {line.issue !== null ? ` · issue #${line.issue}` : ""}
                {line.isReversal ? " · undo" : ""}
                {line.isUndone ? " · undone" : ""}
              </p>
              <p className="text-sm text-stone-700">
                Balance after: {formatPoints(line.balanceAfter)} · {line.actorName}
              </p>
            </li>
          ))}
        </ol>
      )}
      {page.nextCursor ? (
        <Link href={`${teamPath}/ledger?before=${encodeURIComponent(page.nextCursor)}`} className={LINK}>
          Older entries
        </Link>
      ) : null}
    </div>
  );
}

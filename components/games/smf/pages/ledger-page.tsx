import { randomUUID } from "node:crypto";
import Link from "next/link";
import { CorrectionForm } from "@/components/games/smf/client";
import { LedgerLines } from "@/components/games/smf/story-points/ledger-lines";
import { requireUser } from "@/lib/server/auth/current-user";
import { can } from "@/lib/authz/permissions";
import { superMissionForce } from "@/lib/games/smf";
import { loadLedger } from "@/lib/games/smf/server/pages/load-ledger";

const LINK = "font-semibold text-brand-700 underline underline-offset-4";

/** A team's story-point history, newest first, with the organisers' correction form. */
export async function LedgerPage({ params, searchParams }: { params: Promise<{ campaignId: string; teamId: string }>; searchParams: Promise<{ before?: string | string[] }> }) {
  const { campaignId, teamId } = await params;
  const { before } = await searchParams;
  const teamPath = `/campaigns/${campaignId}/teams/${teamId}`;
  const user = await requireUser(`${teamPath}/ledger`);
  const cursor = typeof before === "string" && before ? before : undefined;
  const { access, stored, team, page } = await loadLedger(user.id, campaignId, teamId, cursor);
  const isActive = !team.archivedAt;
  const canSpend = isActive && can(access.role, "smf:spend-story-points", { isOwner: stored.ownerId === access.userId, game: superMissionForce });
  const canCorrect = isActive && can(access.role, "ledger:correct");

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-black">Story points</h1>
        <p className="text-stone-700">
          History of{" "}
          <Link href={teamPath} className={LINK}>
            {team.name}
          </Link>
          : balance{" "}
          <span data-story-points="Balance" className="font-mono font-bold">
            {team.storyPoints.balance}
          </span>
          , earned{" "}
          <span data-story-points="Earned" className="font-mono font-bold">
            {team.storyPoints.earned}
          </span>
          .
        </p>
        {canSpend ? (
          <Link href={`${teamPath}/spend`} className="self-start rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800">
            Spend story points
          </Link>
        ) : null}
      </div>

      <section aria-labelledby="history-heading" className="flex flex-col gap-3">
        <h2 id="history-heading" className="text-xl font-bold">
          History
        </h2>
        {page.lines.length === 0 ? <p className="text-stone-700">{cursor ? "No older entries." : "No story points yet."}</p> : <LedgerLines lines={page.lines} />}
        {cursor || page.nextCursor ? (
          <nav aria-label="History pages" className="flex flex-wrap gap-4">
            {cursor ? (
              <Link href={`${teamPath}/ledger`} className={LINK}>
                Newest entries
              </Link>
            ) : null}
            {page.nextCursor ? (
              <Link href={`${teamPath}/ledger?before=${encodeURIComponent(page.nextCursor)}`} className={LINK}>
                Older entries
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>

      {canCorrect ? (
        <section aria-labelledby="correction-heading" className="flex flex-col gap-3">
          <h2 id="correction-heading" className="text-xl font-bold">
            Correct story points
          </h2>
          <p className="text-sm text-stone-700">For organisers: fix a mistake with a new line in the history. Nothing above is edited.</p>
          <CorrectionForm teamId={teamId} requestKey={randomUUID()} />
        </section>
      ) : null}
    </div>
  );
}

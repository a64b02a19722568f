import Link from "next/link";
import { AdventurePointsButton, ConflictTracker, StartConflictForm } from "@/components/games/d20/client";
import { SessionLive } from "@/components/sessions/session-live";
import { loadD20SessionPage } from "@/lib/games/d20/server/pages/load-session-page";
import { requireUser } from "@/lib/server/auth/current-user";

/**
 * One adventure of a d20 series: its heroes and its conflicts. The game master starts and runs
 * conflicts here; a player sees the initiative order and its own hero's state, the page following
 * every change by itself (the session's live updates: each write of the adventure tells its open pages).
 */
export async function D20SessionPage({ params }: { params: Promise<{ campaignId: string; sessionId: string }> }) {
  const { campaignId, sessionId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/sessions/${sessionId}`);
  const adventure = await loadD20SessionPage(user.id, campaignId, sessionId);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-2">
        <p>
          <Link href={`/campaigns/${campaignId}/sessions`} className="text-sm font-semibold text-stone-700 underline">
            All sessions
          </Link>
        </p>
        <h1 className={`text-3xl font-black break-words ${adventure.undone ? "text-stone-500 line-through" : ""}`}>
          Adventure {adventure.number}: {adventure.title}
        </h1>
        <p className="text-stone-700">
          Played on <time dateTime={adventure.playedOn}>{adventure.playedOn}</time> · recorded by {adventure.recordedBy}
          {adventure.undone ? ` · undone by ${adventure.undone.by}` : ""}
        </p>
        {adventure.notes ? <p className="whitespace-pre-line text-stone-800">{adventure.notes}</p> : null}
      </div>
      <section aria-labelledby="adventure-heroes" className="flex flex-col gap-2">
        <h2 id="adventure-heroes" className="text-xl font-bold">
          Heroes
        </h2>
        {adventure.heroes.length === 0 ? (
          <p className="text-stone-700">The series has no heroes yet.</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {adventure.heroes.map((hero) => (
              <li key={hero.teamId} className="break-words">
                <Link href={`/campaigns/${campaignId}/teams/${hero.teamId}`} className="font-semibold underline">
                  {hero.name}
                </Link>{" "}
                <span className="text-sm text-stone-700">
                  played by {hero.playerName}
                  {hero.isOwner ? " (you)" : ""}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {adventure.canRun ? <AdventurePointsButton campaignId={campaignId} sessionId={sessionId} /> : null}
      {adventure.conflicts.length === 0 ? <p className="text-stone-700">No conflict yet in this adventure.</p> : null}
      {[...adventure.conflicts].reverse().map((conflict) => (
        <ConflictTracker
          key={conflict.id}
          conflict={conflict}
          campaignId={campaignId}
          sessionId={sessionId}
          canRun={adventure.canRun}
          rules={adventure.rules}
          appDiceOnly={adventure.appDiceOnly}
        />
      ))}
      <SessionLive campaignId={campaignId} sessionId={sessionId} version={adventure.version} />
      {adventure.canRun ? <StartConflictForm campaignId={campaignId} sessionId={sessionId} heroes={adventure.heroes} appDiceOnly={adventure.appDiceOnly} /> : null}
    </div>
  );
}

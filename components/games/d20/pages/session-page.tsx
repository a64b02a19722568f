import { AdventurePointsButton, ConflictTracker, StartConflictForm } from "@/components/games/d20/client";
import { SessionHeader } from "@/components/sessions/session-header";
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
      <SessionHeader
        campaignId={campaignId}
        heading={`Adventure ${adventure.number}: ${adventure.title}`}
        playedOn={adventure.playedOn}
        recordedBy={adventure.recordedBy}
        undoneBy={adventure.undone ? adventure.undone.by : null}
        notes={adventure.notes}
        heroes={adventure.heroes}
        noHeroes="The series has no heroes yet."
      />
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
          heroes={adventure.heroes}
        />
      ))}
      <SessionLive campaignId={campaignId} sessionId={sessionId} version={adventure.version} />
      {adventure.canRun ? <StartConflictForm campaignId={campaignId} sessionId={sessionId} heroes={adventure.heroes} appDiceOnly={adventure.appDiceOnly} /> : null}
    </div>
  );
}

import { SessionHeader } from "@/components/sessions/session-header";
import { loadShsaSessionPage } from "@/lib/games/shsa/server/pages/load-session-page";
import { requireUser } from "@/lib/server/auth/current-user";
import { WeekSection } from "../week/week-section";
import { EpisodeSection } from "../episode/episode-section";

/**
 * One SHSA session: an episode (its steps, and the aftermath of its combats) or a week of downtime
 * (each hero's Activity Periods, and closing the week). Its header says which, and whether it was undone.
 */
export async function ShsaSessionPage({ params }: { params: Promise<{ campaignId: string; sessionId: string }> }) {
  const { campaignId, sessionId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/sessions/${sessionId}`);
  const session = await loadShsaSessionPage(user.id, campaignId, sessionId);
  const heading = `${session.kindName[0]!.toUpperCase()}${session.kindName.slice(1)} ${session.number}: ${session.title}`;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <SessionHeader
        campaignId={campaignId}
        heading={heading}
        playedOn={session.playedOn}
        recordedBy={session.recordedBy}
        undoneBy={session.undone ? session.undone.by : null}
        notes={session.notes}
        heroes={session.heroes}
        noHeroes="The campaign has no heroes yet."
      />
      {session.kind === "WEEK" && session.week ? <WeekSection week={session.week} /> : null}
      {session.kind === "EPISODE" && session.episode ? <EpisodeSection view={session.episode} /> : null}
    </div>
  );
}

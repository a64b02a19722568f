import Link from "next/link";
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
      <div className="flex flex-col gap-2">
        <p>
          <Link href={`/campaigns/${campaignId}/sessions`} className="text-sm font-semibold text-stone-700 underline">
            All sessions
          </Link>
        </p>
        <h1 className={`text-3xl font-black break-words ${session.undone ? "text-stone-500 line-through" : ""}`}>{heading}</h1>
        <p className="text-stone-700">
          Played on <time dateTime={session.playedOn}>{session.playedOn}</time> · recorded by {session.recordedBy}
          {session.undone ? ` · undone by ${session.undone.by}` : ""}
        </p>
        {session.notes ? <p className="whitespace-pre-line text-stone-800">{session.notes}</p> : null}
      </div>
      <section aria-labelledby="session-heroes" className="flex flex-col gap-2">
        <h2 id="session-heroes" className="text-xl font-bold">
          Heroes
        </h2>
        {session.heroes.length === 0 ? (
          <p className="text-stone-700">The campaign has no heroes yet.</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {session.heroes.map((hero) => (
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
      {session.kind === "WEEK" && session.week ? <WeekSection week={session.week} /> : null}
      {session.kind === "EPISODE" && session.episode ? <EpisodeSection view={session.episode} /> : null}
    </div>
  );
}

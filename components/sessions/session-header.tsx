import Link from "next/link";

export interface SessionHeaderProps {
  campaignId: string;
  /** The page's one h1: "Adventure 1: The docks", "Week 3: …". */
  heading: string;
  playedOn: string;
  recordedBy: string;
  /** Who undid it, when it was undone (the heading is struck through). */
  undoneBy: string | null;
  notes: string;
  /** The campaign's heroes, each linked to its page, with its player. */
  heroes: ReadonlyArray<{ teamId: string; name: string; playerName: string; isOwner: boolean }>;
  /** What the heroes' list says when there is none ("The series has no heroes yet."). */
  noHeroes: string;
}

/**
 * The head of a game's session page (a server component): a link back to all sessions, the
 * session's heading, when it was played, who recorded and who undid it, its notes, and the
 * campaign's heroes linked to their pages. Each game draws what follows it (SHSA's episodes and
 * weeks, the d20 series' conflicts).
 */
export function SessionHeader({ campaignId, heading, playedOn, recordedBy, undoneBy, notes, heroes, noHeroes }: SessionHeaderProps) {
  return (
    <>
      <div className="flex flex-col gap-2">
        <p>
          <Link href={`/campaigns/${campaignId}/sessions`} className="text-sm font-semibold text-stone-700 underline">
            All sessions
          </Link>
        </p>
        <h1 className={`text-3xl font-black break-words ${undoneBy !== null ? "text-stone-500 line-through" : ""}`}>{heading}</h1>
        <p className="text-stone-700">
          Played on <time dateTime={playedOn}>{playedOn}</time> · recorded by {recordedBy}
          {undoneBy !== null ? ` · undone by ${undoneBy}` : ""}
        </p>
        {notes ? <p className="whitespace-pre-line text-stone-800">{notes}</p> : null}
      </div>
      <section aria-labelledby="session-heroes" className="flex flex-col gap-2">
        <h2 id="session-heroes" className="text-xl font-bold">
          Heroes
        </h2>
        {heroes.length === 0 ? (
          <p className="text-stone-700">{noHeroes}</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {heroes.map((hero) => (
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
    </>
  );
}

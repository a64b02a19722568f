import type { Metadata } from "next";
import Link from "next/link";
import { InlineActionForm } from "@/components/campaigns/inline-action-form";
import { SessionForm } from "@/components/sessions/session-form";
import { recordSessionAction } from "@/lib/actions/record-session-action";
import { undoSessionAction } from "@/lib/actions/undo-session-action";
import { requireUser } from "@/lib/server/auth/current-user";
import { loadSessions } from "./_data/load-sessions";

export const metadata: Metadata = { title: "Sessions" };

/**
 * The generic record of play of a campaign whose game keeps sessions (GameSystem.sessions):
 * every session, latest first, and for the people running it a form to record one. A game
 * without sessions answers 404 here and has no Sessions tab.
 */
export default async function SessionsPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/sessions`);
  const { kinds, sessions, hasSessionPage, canRecord, canUndo } = await loadSessions(user.id, campaignId);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-black">Sessions</h1>
      {canRecord ? (
        <section aria-labelledby="record-session" className="flex flex-col gap-3">
          <h2 id="record-session" className="text-xl font-bold">
            Record a session
          </h2>
          <SessionForm action={recordSessionAction} campaignId={campaignId} kinds={kinds} today={new Date().toISOString().slice(0, 10)} />
        </section>
      ) : null}
      <section aria-labelledby="session-list" className="flex flex-col gap-3">
        <h2 id="session-list" className="text-xl font-bold">
          {kinds.map((kind) => kind.many).join(" and ")}
        </h2>
        {sessions.length === 0 ? (
          <p className="text-stone-700">Nothing recorded yet.</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {sessions.map((session) => (
              <li key={session.id} className="flex flex-col gap-1 rounded-lg border border-stone-300 bg-white p-3">
                <p className={`font-semibold break-words ${session.undoneAt ? "text-stone-500 line-through" : ""}`}>
                  {hasSessionPage ? (
                    <Link href={`/campaigns/${campaignId}/sessions/${session.id}`} className="underline">
                      {session.kindName[0]!.toUpperCase() + session.kindName.slice(1)} {session.number}: {session.title}
                    </Link>
                  ) : (
                    `${session.kindName[0]!.toUpperCase() + session.kindName.slice(1)} ${session.number}: ${session.title}`
                  )}
                </p>
                <p className="text-sm text-stone-700">
                  Played on <time dateTime={session.playedOn}>{session.playedOn}</time> · recorded by {session.createdByName}
                  {session.undoneAt ? ` · undone by ${session.undoneByName ?? "someone"}` : ""}
                </p>
                {session.notes ? <p className="text-sm whitespace-pre-line text-stone-800">{session.notes}</p> : null}
                {canUndo && !session.undoneAt ? (
                  <InlineActionForm
                    action={undoSessionAction}
                    hidden={{ campaignId, sessionId: session.id }}
                    submitLabel="Undo"
                    pendingLabel="Undoing…"
                    accessibleLabel={`Undo ${session.kindName} ${session.number}`}
                    tone="danger"
                    confirmMessage={`Undo ${session.kindName} ${session.number}? It stays on record, struck through.`}
                  />
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

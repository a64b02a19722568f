import "server-only";
import { authorizeCampaign } from "@/lib/server/authz/authorize";
import { battleEvents } from "@/lib/server/battles/battle-events";
import { db } from "@/lib/server/db";
import { openTopicStreamCount, topicEventStream, type StreamViewer } from "@/lib/server/live/topic-event-stream";
import type { SessionChange } from "./session-changed";

const PAGES = "session pages";

export function openSessionStreamCount(userId: string): number {
  return openTopicStreamCount(PAGES, userId);
}

async function mayView(userId: string, campaignId: string, sessionId: string): Promise<boolean> {
  const authorized = await authorizeCampaign(userId, campaignId, "session:view");
  if (!authorized.ok) return false;
  return (await db.playSession.count({ where: { id: sessionId, campaignId: authorized.access.campaignId } })) === 1;
}

/**
 * The live updates of one session as server-sent events (topicEventStream, as a battle's), for a
 * member who may view it (anyone else, and a session of another campaign, gets the 404 of an
 * unknown one): first `{"resync":true}` once this process listens (a page that reconnected may
 * have missed changes), then one event per committed change (sessionChanged): its version, its
 * summary and, for the viewer who made it, `isOwn`.
 */
export async function sessionEventStream(viewer: StreamViewer, campaignId: string, sessionId: string, signal: AbortSignal): Promise<Response> {
  const { userId } = viewer;
  const eventText = (change: SessionChange) =>
    `data: ${JSON.stringify({ version: change.version, summary: change.summary, ...(change.actorId !== null && change.actorId === userId ? { isOwn: true } : {}) })}\n\n`;
  return topicEventStream(
    viewer,
    {
      pages: PAGES,
      mayView: () => mayView(userId, campaignId, sessionId),
      subscribe: (send) =>
        battleEvents().subscribeSession(sessionId, (heard) =>
          send(async () => (heard.kind === "change" ? eventText(heard.change) : `data: ${JSON.stringify({ resync: true })}\n\n`)),
        ),
    },
    signal,
  );
}

import "server-only";
import { asBattleStatus } from "@/lib/battles/battle-status";
import { authorizeBattle } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { openTopicStreamCount, topicEventStream, type StreamViewer } from "@/lib/server/live/topic-event-stream";
import type { BattleChange } from "./battle-changed";
import { battleEvents } from "./battle-events";

export { HEARTBEAT_MS, MAX_STREAMS_PER_USER, STREAM_LIFETIME_MS, type StreamViewer } from "@/lib/server/live/topic-event-stream";

const PAGES = "battle pages";

/** How many battle streams an account has open on this instance (tests). */
export function openStreamCount(userId: string): number {
  return openTopicStreamCount(PAGES, userId);
}

/**
 * The data of one event for one viewer: what a page needs to decide whether to refresh, and what
 * to say. Never the actor's internal id: the summary already names them as the page does, and
 * `isOwn` tells the viewer's own phone that its form's answer brings the change.
 */
function eventText(change: Omit<BattleChange, "battleId">, viewerId: string): string {
  const { version, status, summary, actorId, isTap } = change;
  return `data: ${JSON.stringify({ version, status, summary, ...(actorId !== null && actorId === viewerId ? { isOwn: true } : {}), ...(isTap ? { isTap } : {}) })}\n\n`;
}

/**
 * The live updates of one battle as server-sent events (topicEventStream), for a member who may
 * view it (the same check as the battle page; anyone else gets the 404 an unknown battle gets).
 * The first event is the battle's current version, sent once this process listens, so a page that
 * missed changes while disconnected catches up; then one event per committed change.
 */
export async function battleEventStream(viewer: StreamViewer, battleId: string, signal: AbortSignal): Promise<Response> {
  const { userId } = viewer;
  return topicEventStream(
    viewer,
    {
      pages: PAGES,
      mayView: async () => (await authorizeBattle(userId, battleId, "battle:view")).ok,
      subscribe: (send) => {
        const sendCurrent = () =>
          send(async () => {
            const row = await db.battle.findUnique({ where: { id: battleId }, select: { version: true, status: true, lastChange: true } }).catch(() => null);
            return row ? eventText({ version: row.version, status: asBattleStatus(row.status), summary: row.lastChange, actorId: null }, userId) : null;
          });
        return battleEvents().subscribe(battleId, (heard) => (heard.kind === "change" ? send(async () => eventText(heard.change, userId)) : sendCurrent()));
      },
    },
    signal,
  );
}

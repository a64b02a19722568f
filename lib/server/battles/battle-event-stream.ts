import "server-only";
import { authorizeBattle } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { BattleChange } from "./battle-changed";
import { battleEvents } from "./battle-events";

/** A comment line this often keeps proxies and phones from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/**
 * A stream ends after this long and the browser opens it again (EventSource does so by itself),
 * so its sign-in and membership are checked in full again, as on any request.
 */
export const STREAM_LIFETIME_MS = 5 * 60_000;
/** How long the browser waits before reconnecting a stream that ended. */
const RETRY_MS = 2_000;

const HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  // no-transform: Next's gzip would otherwise hold events back until a buffer fills.
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
} as const;

/** The data of one event: what a page needs to decide whether to refresh, and what to say. */
function eventText(change: Omit<BattleChange, "battleId">): string {
  const { version, status, summary, actorId, isTap } = change;
  return `data: ${JSON.stringify({ version, status, summary, actorId, ...(isTap ? { isTap } : {}) })}\n\n`;
}

/**
 * The live updates of one battle as server-sent events, for a member who may view it (the same
 * check as the battle page; anyone else gets the 404 an unknown battle gets, so no battle of
 * another campaign is confirmed to exist). The first event is the battle's current version, sent
 * once this process listens, so a page that missed changes while disconnected catches up; then
 * one event per committed change. Ends when the browser goes away, when the viewer may no longer
 * see the battle (checked with each heartbeat), or after STREAM_LIFETIME_MS.
 */
export async function battleEventStream(userId: string, battleId: string, signal: AbortSignal): Promise<Response> {
  const authorized = await authorizeBattle(userId, battleId, "battle:view");
  if (!authorized.ok) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

  const encoder = new TextEncoder();
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let isOpen = true;
      const send = (text: string) => {
        if (!isOpen) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      const sendCurrent = async () => {
        const row = await db.battle.findUnique({ where: { id: battleId }, select: { version: true, status: true, lastChange: true } }).catch(() => null);
        if (!row) return stop();
        send(eventText({ version: row.version, status: row.status, summary: row.lastChange, actorId: null }));
      };
      const unsubscribe = battleEvents().subscribe(battleId, (signal) => (signal.kind === "change" ? send(eventText(signal.change)) : void sendCurrent()));
      const heartbeat = setInterval(async () => {
        const still = await authorizeBattle(userId, battleId, "battle:view").catch(() => null);
        // A database that does not answer is not a refusal: keep the stream; the next beat asks again.
        if (still && !still.ok) return stop();
        send(": heartbeat\n\n");
      }, HEARTBEAT_MS);
      const lifetime = setTimeout(() => stop(), STREAM_LIFETIME_MS);
      stop = () => {
        if (!isOpen) return;
        isOpen = false;
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        signal.removeEventListener("abort", stop);
        try {
          controller.close();
        } catch {
          // Already closed by the reader going away.
        }
      };
      signal.addEventListener("abort", stop);
      if (signal.aborted) return stop();
      send(`retry: ${RETRY_MS}\n\n`);
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, { headers: HEADERS });
}

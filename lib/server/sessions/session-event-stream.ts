import "server-only";
import { isSessionLive } from "@/lib/server/auth/sessions";
import { authorizeCampaign } from "@/lib/server/authz/authorize";
import { battleEvents } from "@/lib/server/battles/battle-events";
import { HEARTBEAT_MS, MAX_STREAMS_PER_USER, STREAM_LIFETIME_MS, type StreamViewer } from "@/lib/server/battles/battle-event-stream";
import { db } from "@/lib/server/db";
import type { SessionChange } from "./session-changed";

const RETRY_MS = 2_000;
const HEADERS = { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache, no-transform", "X-Accel-Buffering": "no" } as const;
const TEXT = { "Content-Type": "text/plain; charset=utf-8" } as const;

/** Open session streams per account on this instance (as battle streams are counted). */
const openStreams = new Map<string, number>();

export function openSessionStreamCount(userId: string): number {
  return openStreams.get(userId) ?? 0;
}

async function mayView(userId: string, campaignId: string, sessionId: string): Promise<boolean> {
  const authorized = await authorizeCampaign(userId, campaignId, "session:view");
  if (!authorized.ok) return false;
  return (await db.playSession.count({ where: { id: sessionId, campaignId: authorized.access.campaignId } })) === 1;
}

/**
 * The live updates of one session as server-sent events, for a member who may view it (anyone
 * else, and a session of another campaign, gets the 404 of an unknown one): first `{"resync":true}`
 * once this process listens (a page that reconnected may have missed changes), then one event per
 * committed change (sessionChanged): its version, its summary and, for the viewer who made it,
 * `isOwn`. Ends as a battle's stream does: the browser going away, the viewer's session ending or
 * membership lost (checked with each heartbeat), or after STREAM_LIFETIME_MS.
 */
export async function sessionEventStream(viewer: StreamViewer, campaignId: string, sessionId: string, signal: AbortSignal): Promise<Response> {
  const { userId, sessionId: signInId } = viewer;
  if (!(await mayView(userId, campaignId, sessionId))) return new Response("Not found", { status: 404, headers: TEXT });
  if (openSessionStreamCount(userId) >= MAX_STREAMS_PER_USER) {
    return new Response(`This account already follows ${MAX_STREAMS_PER_USER} session pages live on this server. Close some of them, then reload this page.`, {
      status: 429,
      headers: { ...TEXT, "Retry-After": "30" },
    });
  }
  openStreams.set(userId, openSessionStreamCount(userId) + 1);
  const isSignInEnded = async () => (signInId === undefined ? false : (await isSessionLive(signInId, userId).catch(() => null)) === false);
  const eventText = (change: SessionChange) =>
    `data: ${JSON.stringify({ version: change.version, summary: change.summary, ...(change.actorId !== null && change.actorId === userId ? { isOwn: true } : {}) })}\n\n`;

  const encoder = new TextEncoder();
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let isOpen = true;
      let queue = Promise.resolve();
      const write = (text: string) => {
        if (!isOpen) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      const send = (text: () => Promise<string | null>) => {
        queue = queue.then(async () => {
          if (!isOpen) return;
          if (await isSignInEnded()) return stop();
          const next = await text();
          if (next === null) return stop();
          write(next);
        });
      };
      const unsubscribe = battleEvents().subscribeSession(sessionId, (heard) =>
        send(async () => (heard.kind === "change" ? eventText(heard.change) : `data: ${JSON.stringify({ resync: true })}\n\n`)),
      );
      const heartbeat = setInterval(() => {
        send(async () => ((await mayView(userId, campaignId, sessionId).catch(() => true)) ? ": heartbeat\n\n" : null));
      }, HEARTBEAT_MS);
      const lifetime = setTimeout(() => stop(), STREAM_LIFETIME_MS);
      stop = () => {
        if (!isOpen) return;
        isOpen = false;
        const left = openSessionStreamCount(userId) - 1;
        if (left > 0) openStreams.set(userId, left);
        else openStreams.delete(userId);
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
      write(`retry: ${RETRY_MS}\n\n`);
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, { headers: HEADERS });
}

import "server-only";
import { asBattleStatus } from "@/lib/battles/battle-status";
import { authorizeBattle } from "@/lib/server/authz/authorize";
import { isSessionLive } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db";
import type { BattleChange } from "./battle-changed";
import { battleEvents } from "./battle-events";

/**
 * A comment line this often keeps proxies and phones from closing a quiet stream; each beat also
 * checks the viewer's session row and membership, so a stream ends at most this long after its
 * session did (sign-out, "Sign out everywhere", a password reset) even when nothing happens at the
 * battle. A change is never sent without checking the session first (streamToViewer).
 */
export const HEARTBEAT_MS = 5_000;
/**
 * A stream ends after this long and the browser opens it again (EventSource does so by itself),
 * so its sign-in and membership are checked in full again, as on any request.
 */
export const STREAM_LIFETIME_MS = 5 * 60_000;
/**
 * Open streams one account may hold on one server instance: a person follows a battle from a few
 * phones and tabs, not hundreds (each stream holds memory and a heartbeat's queries). Counted in
 * memory per instance, so several instances each allow this many.
 */
export const MAX_STREAMS_PER_USER = 8;
/** How long the browser waits before reconnecting a stream that ended. */
const RETRY_MS = 2_000;

const HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  // no-transform: Next's gzip would otherwise hold events back until a buffer fills.
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
} as const;

const TEXT = { "Content-Type": "text/plain; charset=utf-8" } as const;

/** Open streams per account on this instance (see MAX_STREAMS_PER_USER). */
const openStreams = new Map<string, number>();

/** How many streams an account has open on this instance (tests). */
export function openStreamCount(userId: string): number {
  return openStreams.get(userId) ?? 0;
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

/** Who is listening: the account, and the session row it signed in with (absent only for test doubles). */
export interface StreamViewer {
  userId: string;
  sessionId?: string;
}

/**
 * The live updates of one battle as server-sent events, for a member who may view it (the same
 * check as the battle page; anyone else gets the 404 an unknown battle gets, so no battle of
 * another campaign is confirmed to exist). The first event is the battle's current version, sent
 * once this process listens, so a page that missed changes while disconnected catches up; then
 * one event per committed change. Ends when the browser goes away, when the session ends or the
 * viewer may no longer see the battle (checked with each heartbeat, and the session before each
 * change is sent), or after STREAM_LIFETIME_MS. A viewer with MAX_STREAMS_PER_USER streams open
 * here is answered 429.
 */
export async function battleEventStream(viewer: StreamViewer, battleId: string, signal: AbortSignal): Promise<Response> {
  const { userId, sessionId } = viewer;
  const authorized = await authorizeBattle(userId, battleId, "battle:view");
  if (!authorized.ok) return new Response("Not found", { status: 404, headers: TEXT });
  if (openStreamCount(userId) >= MAX_STREAMS_PER_USER) {
    return new Response(`This account already follows ${MAX_STREAMS_PER_USER} battle pages live on this server. Close some of them, then reload this page.`, {
      status: 429,
      headers: { ...TEXT, "Retry-After": "30" },
    });
  }
  openStreams.set(userId, openStreamCount(userId) + 1);

  // A database that does not answer is not a refusal (null): keep the stream; the next beat asks again.
  const isSessionEnded = async () => (sessionId === undefined ? false : (await isSessionLive(sessionId, userId).catch(() => null)) === false);

  const encoder = new TextEncoder();
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let isOpen = true;
      // Sends go one after another, each after its session check, so events keep their order.
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
          if (await isSessionEnded()) return stop();
          const next = await text();
          if (next === null) return stop();
          write(next);
        });
      };
      const sendCurrent = () =>
        send(async () => {
          const row = await db.battle.findUnique({ where: { id: battleId }, select: { version: true, status: true, lastChange: true } }).catch(() => null);
          return row ? eventText({ version: row.version, status: asBattleStatus(row.status), summary: row.lastChange, actorId: null }, userId) : null;
        });
      const unsubscribe = battleEvents().subscribe(battleId, (heard) => (heard.kind === "change" ? send(async () => eventText(heard.change, userId)) : sendCurrent()));
      const heartbeat = setInterval(() => {
        send(async () => {
          const still = await authorizeBattle(userId, battleId, "battle:view").catch(() => null);
          return still && !still.ok ? null : ": heartbeat\n\n";
        });
      }, HEARTBEAT_MS);
      const lifetime = setTimeout(() => stop(), STREAM_LIFETIME_MS);
      stop = () => {
        if (!isOpen) return;
        isOpen = false;
        const left = openStreamCount(userId) - 1;
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

import "server-only";
import { isSessionLive } from "@/lib/server/auth/sessions";

/**
 * A comment line this often keeps proxies and phones from closing a quiet stream; each beat also
 * checks the viewer's session row and that they may still view the topic, so a stream ends at
 * most this long after its session did (sign-out, "Sign out everywhere", a password reset) even
 * when nothing happens. A change is never sent without checking the session first.
 */
export const HEARTBEAT_MS = 5_000;
/**
 * A stream ends after this long and the browser opens it again (EventSource does so by itself),
 * so its sign-in and membership are checked in full again, as on any request.
 */
export const STREAM_LIFETIME_MS = 5 * 60_000;
/**
 * Open streams of one kind (battle pages, session pages) one account may hold on one server
 * instance: a person follows a page from a few phones and tabs, not hundreds (each stream holds
 * memory and a heartbeat's queries). Counted in memory per instance, so several instances each
 * allow this many.
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

/** Who is listening: the account, and the session row it signed in with (absent only for test doubles). */
export interface StreamViewer {
  userId: string;
  sessionId?: string;
}

/** Queues one event: `text` makes it (null ends the stream), once the viewer's session is checked, after the events before it. */
export type SendEvent = (text: () => Promise<string | null>) => void;

/** What one page follows live: a battle, a session. */
export interface StreamTopic {
  /** Its kind, in the plural of the refusal ("battle pages"): streams of each kind are counted apart. */
  pages: string;
  /** Whether the viewer may view it: asked before the stream opens (false: the 404 an unknown one gets) and with each heartbeat (false ends it; an error keeps it). */
  mayView: () => Promise<boolean>;
  /** Listens for its changes, sending each with `send`; answers the function that stops listening. */
  subscribe: (send: SendEvent) => () => void;
}

/** Open streams per kind and account on this instance (see MAX_STREAMS_PER_USER). */
const openStreams = new Map<string, number>();
const countKey = (pages: string, userId: string) => `${pages}\u0000${userId}`;

/** How many streams of a kind an account has open on this instance (tests). */
export function openTopicStreamCount(pages: string, userId: string): number {
  return openStreams.get(countKey(pages, userId)) ?? 0;
}

/**
 * One page's live updates as server-sent events, for a viewer who may view its topic (anyone else
 * gets a 404, so nothing of another campaign is confirmed to exist); the battle and session
 * streams are this with their own topic. Events go out one after another, each after the viewer's
 * session is checked, so they keep their order. Ends when the browser goes away, when the session
 * ends or the viewer may no longer view the topic (checked with each heartbeat), or after
 * STREAM_LIFETIME_MS. A viewer with MAX_STREAMS_PER_USER streams of the kind open here is
 * answered 429.
 */
export async function topicEventStream(viewer: StreamViewer, topic: StreamTopic, signal: AbortSignal): Promise<Response> {
  const { userId, sessionId } = viewer;
  if (!(await topic.mayView())) return new Response("Not found", { status: 404, headers: TEXT });
  const key = countKey(topic.pages, userId);
  if (openTopicStreamCount(topic.pages, userId) >= MAX_STREAMS_PER_USER) {
    return new Response(`This account already follows ${MAX_STREAMS_PER_USER} ${topic.pages} live on this server. Close some of them, then reload this page.`, {
      status: 429,
      headers: { ...TEXT, "Retry-After": "30" },
    });
  }
  openStreams.set(key, openTopicStreamCount(topic.pages, userId) + 1);

  // A database that does not answer is not a refusal (null): keep the stream; the next beat asks again.
  const isSessionEnded = async () => (sessionId === undefined ? false : (await isSessionLive(sessionId, userId).catch(() => null)) === false);

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
      const send: SendEvent = (text) => {
        queue = queue.then(async () => {
          if (!isOpen) return;
          if (await isSessionEnded()) return stop();
          const next = await text();
          if (next === null) return stop();
          write(next);
        });
      };
      const unsubscribe = topic.subscribe(send);
      const heartbeat = setInterval(() => {
        send(async () => ((await topic.mayView().catch(() => true)) ? ": heartbeat\n\n" : null));
      }, HEARTBEAT_MS);
      const lifetime = setTimeout(() => stop(), STREAM_LIFETIME_MS);
      stop = () => {
        if (!isOpen) return;
        isOpen = false;
        const left = openTopicStreamCount(topic.pages, userId) - 1;
        if (left > 0) openStreams.set(key, left);
        else openStreams.delete(key);
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

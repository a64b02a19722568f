"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

interface LiveEvent {
  version?: number;
  isOwn?: boolean;
  summary?: string;
  resync?: boolean;
}

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

function parse(data: string): LiveEvent | undefined {
  try {
    const value = JSON.parse(data) as LiveEvent;
    return typeof value === "object" && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps an open session page in step with the table, as BattleLive does for a battle: follows the
 * session's live updates (app/api/campaigns/[campaignId]/sessions/[sessionId]/events) and
 * re-renders the page when another phone changed the session past the version this page shows,
 * then says what changed. This phone's own changes come back with its form's answer. After a
 * reconnect (the server says "resync"), the page is drawn again, since changes may have been missed.
 */
export function SessionLive({ campaignId, sessionId, version }: { campaignId: string; sessionId: string; version: number }) {
  const router = useRouter();
  const rendered = useRef(version);
  const [note, setNote] = useState("");
  useEffect(() => {
    rendered.current = Math.max(rendered.current, version);
  }, [version]);

  useEffect(() => {
    let source: EventSource | undefined;
    let retryMs = FIRST_RETRY_MS;
    let retryTimer: number | undefined;
    let isFirstResync = true;
    const onMessage = (event: MessageEvent<string>) => {
      retryMs = FIRST_RETRY_MS;
      const live = parse(event.data);
      if (!live) return;
      if (live.resync) {
        if (isFirstResync) isFirstResync = false;
        else router.refresh();
        return;
      }
      if (typeof live.version !== "number" || live.version <= rendered.current) return;
      if (live.isOwn) return;
      rendered.current = live.version;
      if (live.summary) setNote(`Updated: ${live.summary}.`);
      router.refresh();
    };
    const open = () => {
      window.clearTimeout(retryTimer);
      source?.close();
      isFirstResync = true;
      const opened = new EventSource(`/api/campaigns/${encodeURIComponent(campaignId)}/sessions/${encodeURIComponent(sessionId)}/events`);
      opened.onmessage = onMessage;
      opened.onerror = () => {
        if (opened.readyState !== EventSource.CLOSED || source !== opened) return;
        retryTimer = window.setTimeout(open, retryMs);
        retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
      };
      source = opened;
    };
    const onVisible = () => {
      if (document.visibilityState !== "visible") return;
      retryMs = FIRST_RETRY_MS;
      // Changes made while the phone slept: the reopened stream's first resync is one more reason to draw again.
      open();
      router.refresh();
    };
    open();
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("online", onVisible);
    return () => {
      source?.close();
      window.clearTimeout(retryTimer);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("online", onVisible);
    };
  }, [campaignId, sessionId, router]);

  return (
    <p role="status" aria-live="polite" className={note ? "rounded-lg border border-sky-300 bg-sky-50 px-3 py-2 text-sm font-medium text-sky-950" : "sr-only"}>
      {note}
    </p>
  );
}

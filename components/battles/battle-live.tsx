"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

interface BattleLiveProps {
  battleId: string;
  /** Battle.version the page was rendered with. */
  version: number;
  /** Battle.lastChange: the latest change in one line ("Bob locked the pre-battle choices"). */
  lastChange: string | null;
  /** Where the battle stands on this render ("the next roll, Scenario: 1D"). */
  where: string;
}

interface LiveEvent {
  version: number;
  /** This viewer made the change (the server says so; it never sends who did by id). */
  isOwn: boolean;
  /** A tracker tap: no new version (see battleTapped), but the page shows it. */
  isTap: boolean;
  /** The change in one line ("Bob marked Iron Jaw KO'd"): a tap's is nowhere else. */
  summary: string | null;
}

/** After this phone's own press, its form's answer brings the new page; the live refresh waits for it this long. */
const OWN_ANSWER_WAIT_MS = 4_000;
const FIRST_RETRY_MS = 1_000;
/** Taps come in bursts (a KO, then its track and harm): one refresh for a burst. */
const TAP_GATHER_MS = 250;
const LAST_RETRY_MS = 30_000;

/** Told by a page that showed its own change in place (SMF's tap answer): the version it now shows. */
const SHOWN_EVENT = "longbox:battle-shown";

export function announceBattleShown(battleId: string, version: number): void {
  window.dispatchEvent(new CustomEvent(SHOWN_EVENT, { detail: { battleId, version } }));
}

function parse(data: string): LiveEvent | undefined {
  try {
    const value = JSON.parse(data) as Partial<LiveEvent>;
    return typeof value.version === "number"
      ? { version: value.version, isOwn: value.isOwn === true, isTap: value.isTap === true, summary: typeof value.summary === "string" ? value.summary : null }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps an open battle page in step with the table: follows the battle's live updates
 * (app/api/battles/[battleId]/events) and re-renders the page when the battle's version passes the
 * one it shows, then says what changed and where the battle stands. A phone that made the change
 * itself waits for its own form's answer instead of refreshing twice. A stream the server refused
 * or lost is opened again, and again whenever the page comes back into view (a phone waking up).
 */
export function BattleLive({ battleId, version, lastChange, where }: BattleLiveProps) {
  const router = useRouter();
  const rendered = useRef(version);
  const latest = useRef(version);
  const isLiveRefresh = useRef(false);
  const ownSubmitAt = useRef(0);
  // The newest version this phone made itself: a render that reaches no further brings nothing to tell.
  const ownVersion = useRef(0);
  const [note, setNote] = useState("");
  // Where the battle stands on the latest render, for a tap's note (a tap changes no version).
  const whereNow = useRef(where);
  useEffect(() => {
    whereNow.current = where;
  }, [where]);

  // The page came back newer: after a live refresh, say what changed; after this phone's own form, say nothing.
  useEffect(() => {
    if (version === rendered.current) return;
    rendered.current = version;
    // Its own change is told nothing, even when its form's answer was slow enough (a loaded server)
    // that the live refresh brought it first.
    setNote(isLiveRefresh.current && lastChange && version > ownVersion.current ? `Updated: ${lastChange}. Now: ${where}.` : "");
    isLiveRefresh.current = false;
  }, [version, lastChange, where]);

  useEffect(() => {
    let source: EventSource | undefined;
    let retryMs = FIRST_RETRY_MS;
    let retryTimer: number | undefined;
    let ownTimer: number | undefined;
    let tapTimer: number | undefined;

    const refresh = () => {
      isLiveRefresh.current = true;
      const url = new URL(window.location.href);
      // A "the battle moved on" notice belongs to the render it came with.
      if (url.searchParams.has("notice")) {
        url.searchParams.delete("notice");
        router.replace(`${url.pathname}${url.search}`, { scroll: false });
      } else {
        router.refresh();
      }
    };
    const onMessage = (event: MessageEvent<string>) => {
      retryMs = FIRST_RETRY_MS;
      const live = parse(event.data);
      if (!live) return;
      latest.current = Math.max(latest.current, live.version);
      if (live.isTap) {
        // This phone shows its own taps already; another phone's are gathered for a moment, then shown.
        if (live.isOwn) return;
        window.clearTimeout(tapTimer);
        const tapped = live.summary;
        tapTimer = window.setTimeout(() => {
          // The note describes the latest change whatever its kind: a tap as much as a roll.
          if (tapped) setNote(`Updated: ${tapped}. Now: ${whereNow.current}.`);
          router.refresh();
        }, TAP_GATHER_MS);
        return;
      }
      if (live.isOwn) ownVersion.current = Math.max(ownVersion.current, live.version);
      if (live.version <= rendered.current) return;
      if (live.isOwn && Date.now() - ownSubmitAt.current < OWN_ANSWER_WAIT_MS) {
        window.clearTimeout(ownTimer);
        ownTimer = window.setTimeout(() => {
          if (latest.current > rendered.current) refresh();
        }, OWN_ANSWER_WAIT_MS);
        return;
      }
      refresh();
    };
    const open = () => {
      window.clearTimeout(retryTimer);
      source?.close();
      const opened = new EventSource(`/api/battles/${encodeURIComponent(battleId)}/events`);
      opened.onmessage = onMessage;
      opened.onerror = () => {
        // The browser retries a dropped stream itself; one it was refused (401, 404, 5xx) stays closed.
        if (opened.readyState !== EventSource.CLOSED || source !== opened) return;
        retryTimer = window.setTimeout(open, retryMs);
        retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
      };
      source = opened;
    };
    const onVisible = () => {
      if (document.visibilityState !== "visible") return;
      retryMs = FIRST_RETRY_MS;
      open();
    };
    const onSubmit = () => {
      ownSubmitAt.current = Date.now();
    };
    // This phone's own change, already on screen without a new render: nothing to redraw up to it.
    const onShown = (event: Event) => {
      const detail = (event as CustomEvent<{ battleId?: string; version?: number }>).detail;
      if (detail?.battleId !== battleId || typeof detail.version !== "number") return;
      rendered.current = Math.max(rendered.current, detail.version);
      ownVersion.current = Math.max(ownVersion.current, detail.version);
    };

    open();
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("online", onVisible);
    document.addEventListener("submit", onSubmit, true);
    window.addEventListener(SHOWN_EVENT, onShown);
    return () => {
      window.removeEventListener(SHOWN_EVENT, onShown);
      source?.close();
      window.clearTimeout(retryTimer);
      window.clearTimeout(ownTimer);
      window.clearTimeout(tapTimer);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("online", onVisible);
      document.removeEventListener("submit", onSubmit, true);
    };
  }, [battleId, router]);

  return (
    <p role="status" aria-live="polite" className={note ? "rounded-lg border border-sky-300 bg-sky-50 px-3 py-2 text-sm font-medium text-sky-950" : "sr-only"}>
      {note}
    </p>
  );
}

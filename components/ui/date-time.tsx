"use client";
import { useSyncExternalStore } from "react";
import { formatInstant, type InstantStyle } from "./date-time-format";

const subscribe = () => () => {};
const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
// The server, and the browser while hydrating, write UTC: the same text on both, no mismatch.
const serverZone = () => "UTC";

/** An instant as a <time>: UTC from the server, the viewer's own zone once the page is live. */
export function DateTime({ at, style = "date-time", className }: { at: Date | string; style?: InstantStyle; className?: string }) {
  const date = typeof at === "string" ? new Date(at) : at;
  const zone = useSyncExternalStore(subscribe, viewerZone, serverZone);
  return (
    <time dateTime={date.toISOString()} className={className}>
      {formatInstant(date, style, zone)}
    </time>
  );
}

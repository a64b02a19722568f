import { formatInstant, type InstantStyle } from "./date-time-format";

/**
 * An instant as a <time>, in UTC and saying so (formatInstant names the zone), with no script: for read-only pages (the roll log,
 * journals, public pages), which ship no client component. Pages with forms use DateTime
 * (date-time.tsx), which turns to the viewer's own zone once the page runs.
 */
export function UtcDateTime({ at, style = "date-time", className }: { at: Date | string; style?: InstantStyle; className?: string }) {
  const date = typeof at === "string" ? new Date(at) : at;
  return (
    <time dateTime={date.toISOString()} className={className}>
      {formatInstant(date, style, "UTC")}
    </time>
  );
}

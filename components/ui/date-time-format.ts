/**
 * The one way Longbox writes an instant: "26 Nov 2026, 13:40 UTC", "26 Nov 2026", "13:40 UTC".
 * Pages render it in UTC on the server (the viewer's zone is not known there); <DateTime> then
 * rewrites it in the viewer's zone in the browser, naming the zone, so a time is never ambiguous.
 */
export type InstantStyle = "date-time" | "date" | "time";

const OPTIONS: Record<InstantStyle, Intl.DateTimeFormatOptions> = {
  "date-time": { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZoneName: "short" },
  date: { day: "numeric", month: "short", year: "numeric" },
  time: { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZoneName: "short" },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatInstant(at: Date, style: InstantStyle = "date-time", timeZone = "UTC"): string {
  const key = `${style}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", { ...OPTIONS[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(at);
}

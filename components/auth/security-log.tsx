import type { SecurityEventView } from "@/lib/views/security-event-view";
import { DateTime } from "@/components/ui/date-time";

/** The account's latest security events, newest first. */
export function SecurityLog({ events }: { events: SecurityEventView[] }) {
  if (events.length === 0) return <p className="text-stone-700">Nothing yet.</p>;
  return (
    <ol aria-label="Security events" className="flex max-w-xl flex-col divide-y divide-stone-200 rounded-md border border-stone-300 bg-white">
      {events.map((event) => (
        <li key={event.id} className="flex flex-wrap items-baseline justify-between gap-x-4 px-3 py-2">
          <span>
            <span className="font-semibold">{event.label}</span>
            {event.detail ? <span className="text-stone-700"> · {event.detail}</span> : null}
          </span>
          <DateTime at={event.at} className="text-sm text-stone-600" />
        </li>
      ))}
    </ol>
  );
}

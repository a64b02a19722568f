import type { CardStatus, StatusTone } from "./card-format";

const TONES: Record<StatusTone, string> = {
  active: "border-emerald-700 bg-emerald-50 text-emerald-900",
  injured: "border-amber-700 bg-amber-50 text-amber-900",
  captured: "border-villain bg-purple-50 text-purple-900",
  dead: "border-stone-900 bg-stone-900 text-white",
  retired: "border-stone-500 bg-stone-100 text-stone-800",
};

/** The character's campaign status; print keeps it legible in black and white. */
export function StatusBadge({ status }: { status: CardStatus }) {
  return (
    <p className="flex flex-col items-end gap-0.5 text-right">
      <span className={`rounded-full border px-2 py-0.5 text-xs font-bold uppercase tracking-wide print:border-black print:bg-white print:text-black ${TONES[status.tone]}`}>
        {status.label}
      </span>
      {status.detail ? <span className="text-xs text-stone-600 print:text-black">{status.detail}</span> : null}
    </p>
  );
}

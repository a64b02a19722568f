import type { RollSource } from "@/lib/generated/prisma/enums";

/** "App": thrown by Longbox's server dice. "Typed in": a player rolled real dice and typed the faces (Ruling R20). */
export const ROLL_SOURCE_LABELS: Record<RollSource, string> = { APP: "App", PHYSICAL: "Typed in" };

export function RollSourceBadge({ source }: { source: RollSource }) {
  return (
    <span
      className={`rounded-full border px-2 py-0.5 text-xs font-bold uppercase tracking-wide ${
        source === "APP" ? "border-hero bg-blue-50 text-hero" : "border-amber-700 bg-amber-50 text-amber-900"
      }`}
    >
      {ROLL_SOURCE_LABELS[source]}
    </span>
  );
}

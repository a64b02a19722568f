import { rollAttribution } from "@/components/rolls/roll-attribution";
import type { RollRow } from "@/lib/games/smf/views/tap-answer";
import { DateTime } from "@/components/ui/date-time";

/** Every throw of this battle, in order: what it was for, the faces, and who rolled (the app or typed in). */
export function BattleRolls({ rolls }: { rolls: readonly RollRow[] }) {
  return (
    <section aria-labelledby="rolls-heading" className="flex flex-col gap-3">
      <h2 id="rolls-heading" className="text-xl font-bold">
        Rolls
      </h2>
      {rolls.length === 0 ? (
        <p className="text-stone-700">No rolls yet.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-stone-200 rounded-lg border border-stone-300 bg-white text-sm" aria-label="Rolls of this battle">
          {rolls.map((roll) => (
            <li key={roll.id} className="flex flex-col gap-1 px-3 py-2">
              <div className="flex items-baseline justify-between gap-2">
                <span>
                  <span className="mr-2 font-mono text-stone-600">#{roll.sequence}</span>
                  {roll.label.replace(/^Issue #\d+ · /, "")}
                </span>
                <span
                  className={`shrink-0 rounded-full border px-2 py-0.5 text-xs font-semibold ${roll.source === "APP" ? "border-sky-300 bg-sky-50 text-sky-900" : "border-amber-300 bg-amber-50 text-amber-900"}`}
                >
                  {roll.source === "APP" ? "App" : "Typed"}
                </span>
              </div>
              <p className="text-stone-700">
                <span className="font-mono font-semibold text-ink">[{roll.faces.join(", ")}]</span> · {rollAttribution(roll)} · <DateTime at={roll.createdAt} style="time" />
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

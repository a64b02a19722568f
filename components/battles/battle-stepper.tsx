import type { BattleStatus } from "@/lib/generated/prisma/enums";
import { BATTLE_STEPS, stepIndex } from "./battle-status";

/** Where the battle stands among its five steps; the current one is marked for screen readers too. */
export function BattleStepper({ status }: { status: BattleStatus }) {
  const current = stepIndex(status);
  const isClosed = status === "UNDONE" || status === "CANCELLED";
  return (
    <nav aria-label="Battle steps">
      <ol className="grid grid-cols-5 gap-1 text-center text-xs font-semibold sm:text-sm">
        {BATTLE_STEPS.map((step, i) => {
          const isCurrent = i === current && !isClosed;
          const isDone = i < current;
          return (
            <li
              key={step}
              aria-current={isCurrent ? "step" : undefined}
              className={`flex flex-col items-center gap-1 border-t-4 pt-1 ${isCurrent ? "border-brand-700 text-brand-800" : isDone ? "border-emerald-600 text-stone-700" : "border-stone-200 text-stone-500"}`}
            >
              <span>{step}</span>
              {isDone ? <span className="sr-only">(done)</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import type { BattleStatus } from "@/lib/battles/battle-status";
import { BATTLE_STEPS, stepIndex } from "@/components/battles/battle-status";

interface BattleStepperProps {
  status: BattleStatus;
  /** A cancelled battle: the step it had reached (reachedStepIndex), where it stopped. */
  cancelledAt?: number;
}

/**
 * Where the battle stands among its five steps; the current one is marked for screen readers too.
 * A cancelled battle shows the steps it finished as done, the one it stopped in as cancelled, and
 * nothing after: it never reached them, and it was never resolved.
 */
export function BattleStepper({ status, cancelledAt }: BattleStepperProps) {
  const isCancelled = status === "CANCELLED";
  const current = isCancelled ? (cancelledAt ?? 0) : stepIndex(status);
  const isClosed = status === "UNDONE" || isCancelled;
  return (
    <nav aria-label="Battle steps">
      <ol className="grid grid-cols-5 gap-1 text-center text-xs font-semibold sm:text-sm">
        {BATTLE_STEPS.map((step, i) => {
          const isCurrent = i === current && !isClosed;
          const isDone = i < current;
          const isCancelledHere = isCancelled && i === current;
          return (
            <li
              key={step}
              aria-current={isCurrent ? "step" : undefined}
              className={`flex flex-col items-center gap-1 border-t-4 pt-1 ${
                isCurrent
                  ? "border-brand-700 text-brand-800"
                  : isDone
                    ? "border-emerald-600 text-stone-700"
                    : isCancelledHere
                      ? "border-stone-500 text-stone-800"
                      : "border-stone-200 text-stone-500"
              }`}
            >
              <span>{step}</span>
              {isDone ? <span className="sr-only">(done)</span> : null}
              {isCancelledHere ? <span className="text-xs font-normal">(cancelled)</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

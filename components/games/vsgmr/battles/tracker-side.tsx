"use client";
import { formatPoints, sideCounts, type TrackedFigureState, type TrackerSide as Side, type TrackerState, type VsgmrTap } from "@/lib/rules/vsgmr";
import { ROLE_LABELS } from "./battle-words";

export const TAP_BUTTON = "min-h-11 rounded-md border border-stone-500 bg-stone-100 px-3 py-2 text-sm font-semibold hover:bg-stone-200";

const STATUS_WORDS: Record<TrackedFigureState["status"], string> = { "in-play": "on the table", waiting: "not yet arrived", defeated: "defeated", escaped: "escaped" };

/** One side of the tracker: its counts, and each figure with the taps that fit it. */
export function TrackerSide({ state, side, canTap, onTap }: { state: TrackerState; side: Side; canTap: boolean; onTap: (tap: VsgmrTap) => void }) {
  const count = sideCounts(state).find((c) => c.key === side.key)!;
  const figures = state.figures.filter((f) => f.side === side.key);
  const foes = state.sides.filter((s) => s.key !== side.key);
  const isSpawning = state.scenarioId === "spawning";
  const headingId = `tracker-side-${side.key}`;
  return (
    <div className="flex flex-col gap-2" role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="font-bold">
        {side.name}
        {side.role ? ` (${ROLE_LABELS[side.role]})` : ""}
      </h3>
      <p className="text-sm" data-testid={`counts-${side.key}`}>
        On the table {count.inPlay} · Not yet arrived {count.waiting} · Defeated {count.defeated}
        {state.scenarioId === "escape" ? ` · Escaped ${count.escaped}` : ""} · Enemy points defeated {formatPoints(count.defeatedHalves)}
      </p>
      {canTap && count.waiting > 0 && !isSpawning ? (
        <button type="button" className={TAP_BUTTON} onClick={() => onTap({ kind: "arrived", side: side.key })}>
          The rest of {side.name} arrive
        </button>
      ) : null}
      {canTap && state.scenarioId === "transport" && count.inPlay > 0 ? (
        <button type="button" className={TAP_BUTTON} onClick={() => onTap({ kind: "object-home", side: side.key })}>
          {side.name} carried the object home
        </button>
      ) : null}
      <ul className="flex flex-col gap-1 text-sm">
        {figures.map((figure) => (
          <li key={figure.id} className="flex flex-wrap items-center justify-between gap-2 rounded border border-stone-200 px-2 py-1">
            <span>
              <span className="font-semibold">{figure.name}</span> · {STATUS_WORDS[figure.status]}
            </span>
            {canTap ? (
              <span className="flex flex-wrap gap-2">
                {figure.status === "in-play"
                  ? foes.length > 1
                    ? foes.map((foe) => (
                        <button
                          key={foe.key}
                          type="button"
                          className={TAP_BUTTON}
                          aria-label={`${figure.name} defeated by ${foe.name}`}
                          onClick={() => onTap({ kind: "defeated", figureId: figure.id, bySide: foe.key })}
                        >
                          Defeated by {foe.name}
                        </button>
                      ))
                    : [
                        <button
                          key="defeated"
                          type="button"
                          className={TAP_BUTTON}
                          aria-label={`Defeated: ${figure.name}`}
                          onClick={() => onTap({ kind: "defeated", figureId: figure.id })}
                        >
                          Defeated
                        </button>,
                      ]
                  : null}
                {figure.status === "in-play" && state.scenarioId === "escape" ? (
                  <button type="button" className={TAP_BUTTON} aria-label={`Escaped: ${figure.name}`} onClick={() => onTap({ kind: "escaped", figureId: figure.id })}>
                    Escaped
                  </button>
                ) : null}
                {figure.status === "waiting" && isSpawning ? (
                  <button
                    type="button"
                    className={TAP_BUTTON}
                    aria-label={`Enters: ${figure.name}`}
                    onClick={() => onTap({ kind: "arrived", side: side.key, figureId: figure.id })}
                  >
                    Enters
                  </button>
                ) : null}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

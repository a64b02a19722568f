"use client";
import { flatTapForm, newestFirst, strikeOf, type StrikeTap } from "@/components/battles/tap-log-state";
import { useTapLog } from "@/components/battles/use-tap-log";
import { trackVsgmrBattleAction } from "@/lib/games/vsgmr/actions/track-vsgmr-battle-action";
import { undoVsgmrTapAction } from "@/lib/games/vsgmr/actions/undo-vsgmr-tap-action";
import { battleEnd, foldTracker, returnableFigures, tapWords, type TrackerSetup, type VsgmrTap, type VsgmrTrackedEntry } from "@/lib/rules/vsgmr";
import { TAP_BUTTON, TrackerSide } from "./tracker-side";

interface BattleTrackerProps {
  battleId: string;
  setup: TrackerSetup;
  /** Every tap so far, from every phone, oldest first. */
  entries: VsgmrTrackedEntry[];
  canTap: boolean;
  /** Solo: the enemy's side key, when its latest roll was a 6 that brings a defeated figure back. */
  offerReturnFor: string | null;
}

/**
 * "During the battle": each side's figures on the table, waiting and defeated, one tap per event,
 * on any number of phones. A tap shows at once (an optimistic entry) and is sent on its own; every
 * other open page refreshes with it. The scenario's end is checked from the taps (VS-R21).
 */
export function BattleTracker({ battleId, setup, entries, canTap, offerReturnFor }: BattleTrackerProps) {
  const {
    shown,
    said,
    send: sendTap,
    isPending,
  } = useTapLog<VsgmrTap | StrikeTap, VsgmrTrackedEntry>({
    entries,
    submit: (tap, requestKey) => {
      const form = flatTapForm(battleId, requestKey, tap);
      return tap.kind === "strike" ? undoVsgmrTapAction(null, form) : trackVsgmrBattleAction(null, form);
    },
    // Every answer redraws the page from the server's log.
    refreshAfter: "every-answer",
  });
  const state = foldTracker(setup, shown);
  const end = battleEnd(state);

  const send = (tap: VsgmrTap | StrikeTap, words: string) => sendTap(tap, { done: `Tracked: ${words}`, words });
  const tap = (t: VsgmrTap) => send(t, tapWords(state, t));
  const returnable = offerReturnFor ? returnableFigures(state, offerReturnFor) : [];
  const newestTaps = newestFirst(state.counted);

  return (
    <section aria-labelledby="tracker-heading" className="flex flex-col gap-4 rounded-lg border border-stone-300 bg-white p-3">
      <div className="flex flex-col gap-1">
        <h2 id="tracker-heading" className="text-xl font-bold">
          Battle tracker
        </h2>
        <p className="text-sm text-stone-700">Tap what happens as it happens, on any phone at the table. The result below starts from it.</p>
      </div>
      <p aria-live="polite" role="status" className={`min-h-6 text-sm font-semibold ${said?.isError ? "text-red-800" : "text-emerald-900"}`}>
        {said?.text ?? ""}
      </p>
      {end ? (
        <p className="rounded-md border border-emerald-700 bg-emerald-50 p-2 font-semibold text-emerald-950" data-testid="battle-end">
          Battle over: {end.summary} (VSGMR L{end.line})
        </p>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold">Round {state.round}</p>
          {canTap ? (
            <button type="button" className={TAP_BUTTON} onClick={() => tap({ kind: "round-over" })}>
              End round {state.round}
            </button>
          ) : null}
        </div>
      )}
      {canTap && !end && returnable.length > 0 ? (
        <div className="flex flex-col gap-2 rounded-md border border-amber-600 bg-amber-50 p-2">
          <h3 className="font-bold">The 6: one defeated figure may return</h3>
          <div className="flex flex-wrap gap-2">
            {returnable.map((f) => (
              <button key={f.id} type="button" className={TAP_BUTTON} onClick={() => tap({ kind: "returned", figureId: f.id })}>
                Return {f.name}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      {state.buildingHitsNeeded !== null ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p>
            The building: {state.buildingHits} of {state.buildingHitsNeeded} hits
          </p>
          {canTap && !end ? (
            <button type="button" className={TAP_BUTTON} onClick={() => tap({ kind: "building-hit" })}>
              Hit the building
            </button>
          ) : null}
        </div>
      ) : null}
      {state.sides.map((side) => (
        <TrackerSide key={side.key} state={state} side={side} canTap={canTap && !end} onTap={tap} />
      ))}
      <div className="flex flex-col gap-2">
        <h3 className="font-bold">Taps so far</h3>
        {newestTaps.length === 0 ? (
          <p className="text-sm text-stone-700">Nothing tracked yet.</p>
        ) : (
          <ol className="flex flex-col gap-1 text-sm" aria-label="Tracked taps, newest first">
            {newestTaps.map((entry) => {
              const { v: _v, ...t } = entry.payload as VsgmrTap & { v: 1 };
              const words = tapWords(state, t);
              return (
                <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 rounded border border-stone-200 px-2 py-1">
                  <span>
                    {words} <span className="text-stone-600">({entry.actorName})</span>
                  </span>
                  {canTap && !isPending(entry) ? (
                    <button type="button" className={TAP_BUTTON} aria-label={`Undo: ${words}`} onClick={() => send(strikeOf(entry), `undid ${words}`)}>
                      Undo
                    </button>
                  ) : null}
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </section>
  );
}

"use client";
import { useRouter } from "next/navigation";
import { startTransition, useOptimistic, useState } from "react";
import { trackVsgmrBattleAction } from "@/lib/games/vsgmr/actions/track-vsgmr-battle-action";
import { undoVsgmrTapAction } from "@/lib/games/vsgmr/actions/undo-vsgmr-tap-action";
import { battleEnd, foldTracker, returnableFigures, tapWords, type TrackerSetup, type VsgmrTap, type VsgmrTrackedEntry } from "@/lib/rules/vsgmr";
import { TAP_BUTTON, TrackerSide } from "./tracker-side";

const PENDING = "pending:";

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
  const [shown, addShown] = useOptimistic(entries, (current: VsgmrTrackedEntry[], entry: VsgmrTrackedEntry) => [...current, entry]);
  const [said, setSaid] = useState<{ text: string; isError: boolean } | null>(null);
  const router = useRouter();
  const state = foldTracker(setup, shown);
  const end = battleEnd(state);

  function send(tap: VsgmrTap | { kind: "strike"; entryId: string }, words: string) {
    const requestKey = crypto.randomUUID();
    startTransition(async () => {
      addShown({ id: `${PENDING}${requestKey}`, payload: { v: 1, ...tap } as VsgmrTrackedEntry["payload"], actorName: "you" });
      const form = new FormData();
      form.set("battleId", battleId);
      form.set("requestKey", requestKey);
      for (const [key, value] of Object.entries(tap)) form.set(key, String(value));
      let result: Awaited<ReturnType<typeof trackVsgmrBattleAction>>;
      try {
        result = tap.kind === "strike" ? await undoVsgmrTapAction(null, form) : await trackVsgmrBattleAction(null, form);
      } catch {
        setSaid({ text: `Not saved (no answer from the server): ${words}. Tap it again.`, isError: true });
        return;
      }
      setSaid(result?.ok ? { text: `Tracked: ${words}`, isError: false } : { text: result?.message ?? "That tap was not saved.", isError: true });
      router.refresh();
    });
  }
  const tap = (t: VsgmrTap) => send(t, tapWords(state, t));
  const returnable = offerReturnFor ? returnableFigures(state, offerReturnFor) : [];
  const newestFirst = [...state.counted].reverse();

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
        {newestFirst.length === 0 ? (
          <p className="text-sm text-stone-700">Nothing tracked yet.</p>
        ) : (
          <ol className="flex flex-col gap-1 text-sm" aria-label="Tracked taps, newest first">
            {newestFirst.map((entry) => {
              const { v: _v, ...t } = entry.payload as VsgmrTap & { v: 1 };
              const words = tapWords(state, t);
              return (
                <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 rounded border border-stone-200 px-2 py-1">
                  <span>
                    {words} <span className="text-stone-600">({entry.actorName})</span>
                  </span>
                  {canTap && !entry.id.startsWith(PENDING) ? (
                    <button type="button" className={TAP_BUTTON} aria-label={`Undo: ${words}`} onClick={() => send({ kind: "strike", entryId: entry.id }, `undid ${words}`)}>
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

"use client";
import { useMemo, useState } from "react";
import { flatTapForm, newestFirst, strikeOf } from "@/components/battles/tap-log-state";
import { useTapLog } from "@/components/battles/use-tap-log";
import { trackSuBattleAction } from "@/lib/games/supers-unlimited/actions/track-su-battle-action";
import { attackerChoices, namesOfSides, suTapWords, trackerBattleOf } from "@/lib/games/supers-unlimited/battles/tracker";
import type { SuBattleSide } from "@/lib/games/supers-unlimited/battles/score-result";
import { endgameOf, foldSuTracker, scenarioById, type ScenarioId, type SuTap, type SuTrackedEntry, type SuTrackedModel, type SuTrackPayload } from "@/lib/rules/supers-unlimited";

const TAP = "min-h-11 rounded-md border px-3 py-2 text-sm font-semibold disabled:opacity-50";

interface SuTrackerProps {
  battleId: string;
  scenarioId: ScenarioId;
  sides: SuBattleSide[];
  /** Every phone's taps so far, in the order the server recorded them. */
  entries: SuTrackedEntry[];
}

const STATE_WORDS: Record<SuTrackedModel["state"], string> = { active: "standing", ko: "KO'ed", incapacitated: "Incapacitated", "off-board": "off the table" };

/**
 * "During the battle": one tap per event, on any number of phones (Ruling SU-R43). Each tap shows
 * at once and is sent on its own; the page then comes back with everyone's taps. It says when the
 * scenario's Endgame has begun and counts its Turns; the result below starts from it.
 */
export function SuTracker({ battleId, scenarioId, sides, entries }: SuTrackerProps) {
  const {
    shown,
    said,
    send: sendTap,
    isPending,
  } = useTapLog<SuTap, SuTrackedEntry>({
    entries,
    submit: (tap, requestKey) => trackSuBattleAction(null, flatTapForm(battleId, requestKey, tap)),
    refreshAfter: "refusal",
  });
  // With three or more teams a tap that KOs or puts a model out asks which team did it first (Ruling SU-R46).
  const [asking, setAsking] = useState<{ modelId: string; tap: SuTap } | null>(null);
  const battle = useMemo(() => trackerBattleOf(scenarioId, sides), [scenarioId, sides]);
  const name = useMemo(() => namesOfSides(sides), [sides]);
  const state = foldSuTracker(battle, shown, name);
  const label = (i: number) => state.objectives[i]?.label ?? `Objective ${i + 1}`;
  const words = (tap: SuTap | SuTrackPayload) => suTapWords(tap, name, label);

  function send(tap: SuTap, announcement = `Tracked: ${words(tap)}`) {
    sendTap(tap, { done: announcement, words: words(tap) });
  }

  /** A hit, a KO or an Incapacitation: with three or more teams, ask who did it before sending. */
  function attack(modelId: string, tap: SuTap) {
    if (sides.length > 2) setAsking({ modelId, tap });
    else send(tap);
  }

  const endgame = state.endgame;
  const trigger = endgame.triggeredBy ? state.live.find((e) => e.id === endgame.triggeredBy) : undefined;
  const newestTaps = newestFirst(state.live);

  return (
    <section aria-labelledby="tracker-heading" className="flex flex-col gap-4 rounded-lg border border-stone-300 bg-white p-3">
      <div className="flex flex-col gap-1">
        <h2 id="tracker-heading" className="text-xl font-bold">
          During the battle
        </h2>
        <p className="text-sm text-stone-700">Tap what happens as it happens, on any phone at the table. The result below starts from it.</p>
      </div>
      <p aria-live="polite" role="status" className={`min-h-6 text-sm font-semibold ${said?.isError ? "text-red-800" : "text-emerald-900"}`}>
        {said?.text ?? ""}
      </p>
      <div data-endgame-status className={`rounded-md border p-2 text-sm ${endgame.triggeredBy ? "border-amber-400 bg-amber-50" : "border-stone-300"}`}>
        {endgame.triggeredBy ? (
          <>
            <p className="font-bold">Endgame has begun{trigger ? ` (after ${words(trigger.payload)})` : ""}.</p>
            <p>
              Endgame Turns: {endgame.done.length} of {endgame.owed.length} played. Each Super still in play takes one more Turn; Henchmen take none.
            </p>
            {endgame.isComplete ? <p className="font-bold">Every Endgame Turn is played: enter the result below.</p> : null}
          </>
        ) : (
          <p>
            Endgame not yet: {scenarioById(scenarioId).name} ends once {endgameOf(scenarioId).text}. Turns so far: {state.turns}.
          </p>
        )}
      </div>
      {sides.map((side) => (
        <div key={side.teamId} className="flex flex-col gap-2">
          <h3 className="font-bold">
            {side.teamName} ·{" "}
            {state.claimed[side.teamId] !== undefined && state.objectives.length > 0 ? `Claims ${state.claimed[side.teamId]}` : `${state.turnsBySide[side.teamId] ?? 0} Turns`}
          </h3>
          <ul className="flex flex-col gap-2">
            {side.lineUp.map((m) => {
              const t = state.models[m.characterId]!;
              const inPlay = t.state === "active" || t.state === "ko" || t.state === "off-board";
              return (
                <li key={m.characterId} className="flex flex-col gap-2 rounded-md border border-stone-200 p-2" data-model={m.name}>
                  <p className="text-sm">
                    <span className="font-semibold">{m.name}</span> (L{m.level}
                    {m.isSuper ? "" : ", Henchman"}) · <span data-model-state>{STATE_WORDS[t.state]}</span>
                    {t.hp !== null ? ` · HP ${t.hp}/${t.maxHp}` : ""}
                    {t.pp !== null ? ` · Power ${t.pp}/${t.maxPp}` : ""} · {t.turns} {t.turns === 1 ? "Turn" : "Turns"}
                    {t.hasEndgameTurn ? " (Endgame Turn played)" : ""}
                  </p>
                  {asking?.modelId === m.characterId ? (
                    <div role="group" aria-label={`Who did it to ${m.name}?`} className="flex flex-wrap gap-1" data-attacker-choice>
                      <p className="w-full text-sm font-semibold">{words(asking.tap)}: by which team?</p>
                      {attackerChoices(sides, side.teamId, t).map((s) => (
                        <button
                          key={s.teamId}
                          type="button"
                          className={`${TAP} border-red-400 bg-red-50`}
                          onClick={() => {
                            setAsking(null);
                            send({ ...asking.tap, bySideId: s.teamId } as SuTap);
                          }}
                        >
                          By {s.teamName}
                          {s.isTheirKo ? " (their KO)" : ""}
                        </button>
                      ))}
                      <button type="button" className={`${TAP} border-stone-400 bg-white`} onClick={() => setAsking(null)}>
                        Cancel
                      </button>
                    </div>
                  ) : inPlay && t.state === "off-board" ? (
                    <div className="flex flex-wrap gap-1">
                      <button
                        type="button"
                        className={`${TAP} border-emerald-400 bg-emerald-50`}
                        aria-label={`${m.name} back on the table`}
                        onClick={() => send({ kind: "state", modelId: m.characterId, state: "on-board" })}
                      >
                        Back on the table
                      </button>
                    </div>
                  ) : inPlay ? (
                    <div className="flex flex-wrap gap-1">
                      {t.hp !== null ? (
                        <>
                          <button
                            type="button"
                            className={`${TAP} border-red-300 bg-red-50`}
                            aria-label={`${m.name}: lose 1 HP`}
                            onClick={() =>
                              t.hp === 1 ? attack(m.characterId, { kind: "hp", modelId: m.characterId, change: -1 }) : send({ kind: "hp", modelId: m.characterId, change: -1 })
                            }
                          >
                            −1 HP
                          </button>
                          <button
                            type="button"
                            className={`${TAP} border-stone-300 bg-white`}
                            aria-label={`${m.name}: regain 1 HP`}
                            onClick={() => send({ kind: "hp", modelId: m.characterId, change: 1 })}
                          >
                            +1 HP
                          </button>
                        </>
                      ) : null}
                      {t.pp !== null ? (
                        <>
                          <button
                            type="button"
                            className={`${TAP} border-sky-300 bg-sky-50`}
                            aria-label={`${m.name}: spend 1 Power`}
                            onClick={() => send({ kind: "pp", modelId: m.characterId, change: -1 })}
                          >
                            −1 Power
                          </button>
                          <button
                            type="button"
                            className={`${TAP} border-stone-300 bg-white`}
                            aria-label={`${m.name}: regain 1 Power`}
                            onClick={() => send({ kind: "pp", modelId: m.characterId, change: 1 })}
                          >
                            +1 Power
                          </button>
                        </>
                      ) : null}
                      <button
                        type="button"
                        className={`${TAP} border-stone-400 bg-white`}
                        aria-label={`${m.name} took a Turn`}
                        onClick={() => send({ kind: "turn", modelId: m.characterId })}
                      >
                        Turn
                      </button>
                      {t.state === "ko" ? (
                        <button
                          type="button"
                          className={`${TAP} border-emerald-400 bg-emerald-50`}
                          aria-label={`${m.name} back up`}
                          onClick={() => send({ kind: "state", modelId: m.characterId, state: "up" })}
                        >
                          Back up
                        </button>
                      ) : (
                        <button
                          type="button"
                          className={`${TAP} border-amber-400 bg-amber-50`}
                          aria-label={`${m.name} KO'ed`}
                          onClick={() => attack(m.characterId, { kind: "state", modelId: m.characterId, state: "ko" })}
                        >
                          {"KO'ed"}
                        </button>
                      )}
                      <button
                        type="button"
                        className={`${TAP} border-red-400 bg-red-50`}
                        aria-label={`${m.name} Incapacitated`}
                        onClick={() => attack(m.characterId, { kind: "state", modelId: m.characterId, state: "incapacitated" })}
                      >
                        Out
                      </button>
                      {t.state === "active" ? (
                        <button
                          type="button"
                          className={`${TAP} border-sky-400 bg-white`}
                          aria-label={`${m.name} off the table (Climb High)`}
                          onClick={() => send({ kind: "state", modelId: m.characterId, state: "off-board" })}
                        >
                          Off the table
                        </button>
                      ) : null}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {endgame.triggeredBy && !endgame.isComplete && !state.passed.includes(side.teamId) ? (
            <button type="button" className={`${TAP} self-start border-stone-400 bg-white`} onClick={() => send({ kind: "pass", sideId: side.teamId })}>
              {side.teamName} passes its Endgame Turns
            </button>
          ) : null}
        </div>
      ))}
      {state.objectives.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-bold">Objectives</h3>
          <ul className="flex flex-col gap-2">
            {state.objectives.map((o) => (
              <li key={o.index} className="flex flex-col gap-1 rounded-md border border-stone-200 p-2" data-objective={o.label}>
                <p className="text-sm">
                  <span className="font-semibold">{o.label}</span> ·{" "}
                  {o.state === "claimed" && o.sideId
                    ? `Claimed by ${name(o.sideId)}`
                    : o.state === "contested"
                      ? "Contested"
                      : o.needsResolving && !o.isResolved
                        ? "not resolved"
                        : "open"}
                </p>
                <div className="flex flex-wrap gap-1">
                  {o.needsResolving && !o.isResolved ? (
                    <button
                      type="button"
                      className={`${TAP} border-stone-400 bg-white`}
                      aria-label={`${o.label} resolved`}
                      onClick={() => send({ kind: "resolved", objective: o.index })}
                    >
                      Resolved
                    </button>
                  ) : (
                    <>
                      {sides
                        .filter((s) => s.teamId !== o.ownerSideId && !(o.state === "claimed" && o.sideId === s.teamId))
                        .map((s) => (
                          <button
                            key={s.teamId}
                            type="button"
                            className={`${TAP} border-emerald-400 bg-emerald-50`}
                            aria-label={`${s.teamName} Claim ${o.label}`}
                            onClick={() => send({ kind: "objective", objective: o.index, state: "claimed", sideId: s.teamId })}
                          >
                            {s.teamName} Claims
                          </button>
                        ))}
                      {o.state !== "contested" ? (
                        <button
                          type="button"
                          className={`${TAP} border-stone-400 bg-white`}
                          aria-label={`${o.label} Contested`}
                          onClick={() => send({ kind: "objective", objective: o.index, state: "contested" })}
                        >
                          Contested
                        </button>
                      ) : null}
                      {o.state !== "open" ? (
                        <button
                          type="button"
                          className={`${TAP} border-stone-400 bg-white`}
                          aria-label={`${o.label} open`}
                          onClick={() => send({ kind: "objective", objective: o.index, state: "open" })}
                        >
                          Open
                        </button>
                      ) : null}
                    </>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-col gap-2">
        <h3 className="font-bold">Tracked so far</h3>
        {newestTaps.length === 0 ? (
          <p className="text-sm text-stone-700">Nothing yet.</p>
        ) : (
          <ol aria-label="Tracked so far" className="flex flex-col gap-1">
            {newestTaps.map((entry) => {
              const said = words(entry.payload);
              const pending = isPending(entry);
              return (
                <li key={entry.id} className="flex items-center justify-between gap-2 border-b border-stone-100 py-1">
                  <p className="min-w-0 text-sm break-words">
                    {said} <span className="text-stone-600">· {pending ? "saving…" : entry.actorName}</span>
                  </p>
                  {pending ? null : (
                    <button
                      type="button"
                      className={`${TAP} shrink-0 border-stone-400 bg-white`}
                      aria-label={`Undo: ${said}`}
                      onClick={() => send(strikeOf(entry), `Undone: ${said}`)}
                    >
                      Undo
                    </button>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </section>
  );
}

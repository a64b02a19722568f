import { BattleForm } from "@/components/battles/battle-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { resolveVsgmrBattleAction } from "@/lib/games/vsgmr/actions/resolve-vsgmr-battle-action";
import { undoVsgmrBattleAction } from "@/lib/games/vsgmr/actions/undo-vsgmr-battle-action";
import { SOLO_ENEMY } from "@/lib/games/vsgmr/battles/battle-details";
import { END_CONDITION_LABELS, VSGMR_END_CONDITIONS } from "@/lib/games/vsgmr/battles/battle-result";
import type { VsgmrBattlePageData } from "@/lib/games/vsgmr/views/battle-page";
import { battleEnd, foldTracker, formatPoints, sideCounts } from "@/lib/rules/vsgmr";

const INPUT = "min-h-11 w-full rounded-md border border-stone-400 bg-white px-3 py-2";

/** The result form while the battle is played; the result (and the undo) once it has one. */
export function ResultPanel({ data }: { data: VsgmrBattlePageData }) {
  const { battle, figures, may } = data;
  const { details } = battle;
  const sides = [
    ...battle.teams.map((t) => ({ key: t.teamId, name: t.teamName, result: t.result })),
    ...(details.solo ? [{ key: SOLO_ENEMY, name: `${details.solo.enemyName} (the app)`, result: null }] : []),
  ];
  const teamNames = Object.fromEntries(sides.map((s) => [s.key, s.name]));

  if (battle.status === "RESOLVED" || battle.status === "UNDONE") {
    const result = details.result;
    return (
      <section aria-labelledby="result-heading" className="flex flex-col gap-3 rounded-lg border border-stone-300 bg-white p-4">
        <h2 id="result-heading" className="text-xl font-bold">
          Result{battle.status === "UNDONE" ? ` (undone${battle.undoneByName ? ` by ${battle.undoneByName}` : ""})` : ""}
        </h2>
        {result ? <p>{END_CONDITION_LABELS[result.endCondition]}.</p> : null}
        <ul className="text-sm">
          {battle.teams.map((t) => (
            <li key={t.teamId}>
              <span className="font-semibold">{t.teamName}</span>: {t.result === "WON" ? "won" : t.result === "LOST" ? "lost" : t.result === "DRAW" ? "draw" : "no result"}
            </li>
          ))}
        </ul>
        {result?.recruit ? (
          <p>
            Recruit: {result.recruit.name} joined {teamNames[result.recruit.teamId]}
            {battle.status === "UNDONE" ? " (taken off again by the undo)" : ""}.
          </p>
        ) : null}
        {battle.status === "RESOLVED" && may.undo ? (
          <BattleForm action={undoVsgmrBattleAction} hidden={{ battleId: battle.id }}>
            <p className="text-sm text-stone-700">Undo reverses its points of enemy figures defeated and takes a recruit off its new force. Its dice stay in the roll log.</p>
            <SubmitButton pendingLabel="Undoing…" look="secondary">
              Undo this battle
            </SubmitButton>
          </BattleForm>
        ) : null}
      </section>
    );
  }
  if (!may.play) return null;

  // The tracker fills what it knows: how it ended, who won, and each side's points defeated (VS-R21, VS-R23).
  const tracked = foldTracker(data.tracker.setup, data.tracker.entries);
  const isTracked = tracked.counted.length > 0;
  const end = battleEnd(tracked);
  const trackedHalves = new Map(sideCounts(tracked).map((c) => [c.key, c.defeatedHalves]));
  // Several winners of one side of the scenario (the Assaulters of a Fortress, Ruling VS-R25) are one choice: their keys with commas.
  const winner = end ? (end.winners.length === 0 ? "draw" : end.winners.join(",")) : undefined;
  const together = new Map<string, string>();
  if (end && end.winners.length > 1) together.set(end.winners.join(","), end.winners.map((k) => teamNames[k] ?? k).join(" and "));
  for (const role of new Set(Object.values(details.roles))) {
    const keys = sides.map((s) => s.key).filter((k) => details.roles[k] === role);
    if (keys.length > 1 && keys.length < sides.length && !together.has(keys.join(","))) together.set(keys.join(","), keys.map((k) => teamNames[k] ?? k).join(" and "));
  }
  const enemyFigures = details.solo ? details.solo.figures.map((f, i) => ({ value: `enemy:${i}`, label: `${f.name} (${details.solo!.enemyName})` })) : [];
  const otherFigures = figures.map((f) => ({ value: `character:${f.id}`, label: `${f.name} (${teamNames[f.teamId]})`, teamId: f.teamId }));
  return (
    <section aria-labelledby="result-heading" className="flex flex-col gap-3 rounded-lg border border-stone-300 bg-white p-4">
      <h2 id="result-heading" className="text-xl font-bold">
        Record the result
      </h2>
      {isTracked ? (
        <p className="text-sm text-stone-700">
          {end ? `The tracker says: ${end.summary}` : "The tracker has not reached the scenario's end yet."} Points defeated come from the tracker.
        </p>
      ) : null}
      {/* Keyed by what the tracker fills: a tap from any phone that changes it redraws the form with the new values (a kept form keeps its first ones). */}
      <BattleForm
        key={`${end?.condition ?? ""}:${winner ?? ""}:${[...trackedHalves.values()].join(",")}`}
        action={resolveVsgmrBattleAction}
        hidden={{ battleId: battle.id }}
        teamNames={teamNames}
      >
        <label className="flex flex-col gap-1 text-sm">
          <span>How it ended</span>
          <select name="endCondition" className={INPUT} defaultValue={end?.condition ?? "rounds"}>
            {VSGMR_END_CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {END_CONDITION_LABELS[c]}
              </option>
            ))}
          </select>
        </label>
        {sides.map((side) => (
          <div key={side.key}>
            <input type="hidden" name="side" value={side.key} />
            <label className="flex flex-col gap-1 text-sm">
              <span>
                Points of enemy figures {side.name} defeated (halves as .5 or ½; its enemies fielded{" "}
                {formatPoints(sides.filter((o) => o.key !== side.key).reduce((sum, o) => sum + (details.forceHalves[o.key] ?? 0), 0))})
              </span>
              {isTracked ? (
                <input name={`defeated:${side.key}`} readOnly value={String((trackedHalves.get(side.key) ?? 0) / 2)} className={`${INPUT} bg-stone-100`} />
              ) : (
                <input name={`defeated:${side.key}`} inputMode="decimal" defaultValue="0" className={INPUT} />
              )}
            </label>
          </div>
        ))}
        <fieldset className="flex flex-col gap-1 text-sm">
          <legend className="font-semibold">Who won</legend>
          {sides.map((side) => (
            <label key={side.key} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="winner" value={side.key} defaultChecked={winner === side.key} className="h-5 w-5" /> {side.name}
            </label>
          ))}
          {[...together].map(([keys, names]) => (
            <label key={keys} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="winner" value={keys} defaultChecked={winner === keys} className="h-5 w-5" /> {names} together
            </label>
          ))}
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="winner" value="draw" defaultChecked={winner === "draw"} className="h-5 w-5" /> A draw
          </label>
        </fieldset>
        <fieldset className="flex flex-col gap-2 text-sm">
          <legend className="font-semibold">Recruit (optional)</legend>
          <label className="flex flex-col gap-1">
            <span>Joins the force</span>
            <select name="recruitTeamId" className={INPUT} defaultValue="">
              <option value="">Nobody recruits</option>
              {battle.teams.map((t) => (
                <option key={t.teamId} value={t.teamId}>
                  {t.teamName}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1">
            <span>The enemy figure</span>
            <select name="recruitFigure" className={INPUT} defaultValue="">
              <option value="">None</option>
              {[...enemyFigures, ...otherFigures].map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
        <SubmitButton pendingLabel="Saving…">Record the result</SubmitButton>
      </BattleForm>
    </section>
  );
}

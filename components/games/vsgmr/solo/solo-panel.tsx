import { randomUUID } from "node:crypto";
import { BattleForm } from "@/components/battles/battle-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { playSoloTurnAction } from "@/lib/games/vsgmr/actions/play-solo-turn-action";
import { SOLO_ENEMY, type VsgmrBattleDetails } from "@/lib/games/vsgmr/battles/battle-details";
import { PlayerArrival } from "./player-arrival";
import {
  enemyActionOdds,
  fractionText,
  outflankedArrivalChance,
  outflankedArrivedByChance,
  SOLO_ENEMY_BEHAVIOUR,
  soloEnemyInput,
  spawnEntersChance,
  type TrackerState,
} from "@/lib/rules/vsgmr";
import { SoloTurnLine } from "./solo-turn-line";

const INPUT = "min-h-11 w-full rounded-md border border-stone-400 bg-white px-3 py-2";

/**
 * Solo mode: how the app's enemy behaves, the exact chances of its next rolls, the form that has
 * the app roll its turn, and the turn log (newest last).
 */
interface SoloPanelProps {
  battleId: string;
  details: VsgmrBattleDetails;
  /** The battle tracker's state: the enemy's roll counts its figures in play (VS-R15). */
  tracked: TrackerState;
  /** May roll the player's dice of the battle (an arrival). */
  canPlay: boolean;
  /** May have the app play the enemy's turn (vsgmr:play-solo-turn). */
  canPlayTurn: boolean;
  /** The player's force when it is Outflanked's Attacker: its arrival roll is its own (L643). */
  playerAttacker: string | null;
  appDiceOnly: boolean;
}

export function SoloPanel({ battleId, details, tracked, canPlay, canPlayTurn, playerAttacker, appDiceOnly }: SoloPanelProps) {
  const solo = details.solo!;
  const last = solo.turns.at(-1);
  // The tracker's round, unless the log is already past it (turns rolled without a round tapped over).
  const nextRound = Math.max(tracked.round, last ? last.round + 1 : 1);
  const enemy = soloEnemyInput(tracked, SOLO_ENEMY);
  const figures = enemy.figures;
  const odds = enemyActionOdds(enemy);
  const defeated = tracked.figures.filter((f) => f.side === SOLO_ENEMY && f.status === "defeated").length;
  // The enemy rolls Outflanked's arrival in its own turns only when it is the Attacker (L643).
  const outflankedPending = details.scenarioId === "outflanked" && details.roles[SOLO_ENEMY] === "attacker" && !solo.outflankedArrived;
  return (
    <section aria-labelledby="solo-heading" className="flex flex-col gap-3 rounded-lg border border-stone-300 bg-white p-4">
      <h2 id="solo-heading" className="text-xl font-bold">
        Solo: the app plays {solo.enemyName}
      </h2>
      <ul className="list-disc pl-5 text-sm text-stone-800">
        {SOLO_ENEMY_BEHAVIOUR.map((rule) => (
          <li key={rule.text}>{rule.text}</li>
        ))}
      </ul>
      <div className="text-sm text-stone-800">
        <p className="font-semibold" data-testid="solo-enemy-count">
          From the tracker: {figures} enemy {figures === 1 ? "figure" : "figures"} on the table, {enemy.waiting} not yet arrived, {defeated} defeated.
        </p>
        <p className="font-semibold">Chances of the enemy’s next roll</p>
        <ul className="pl-5">
          {odds.maxActing.map((row) => (
            <li key={row.count}>
              Up to {row.count} act: {fractionText(row.chance)}
            </li>
          ))}
          <li>A defeated figure returns: {fractionText(odds.returnsDefeated)}</li>
        </ul>
        {outflankedPending ? (
          <p>
            Outflanked, round {nextRound}: the rest of {solo.enemyName} arrive on a d6 of {Math.min(nextRound, 6)} or less, {fractionText(outflankedArrivalChance(nextRound))};
            arrived by the end of round {nextRound} when rolling from round 1: {fractionText(outflankedArrivedByChance(nextRound))}.
          </p>
        ) : null}
        {details.scenarioId === "spawning" ? <p>Spawning: a waiting figure enters on {fractionText(spawnEntersChance())} of rolls.</p> : null}
      </div>
      {canPlayTurn ? (
        <BattleForm action={playSoloTurnAction} hidden={{ battleId, requestKey: randomUUID() }}>
          <div className="grid grid-cols-2 gap-3">
            <label className="flex flex-col gap-1 text-sm">
              <span>Round</span>
              <input name="round" type="number" inputMode="numeric" min={1} defaultValue={nextRound} className={INPUT} />
            </label>
          </div>
          <SubmitButton pendingLabel="Rolling…">Roll the enemy’s turn</SubmitButton>
        </BattleForm>
      ) : null}
      {canPlay && details.scenarioId === "outflanked" && playerAttacker ? (
        <PlayerArrival battleId={battleId} forceName={playerAttacker} round={last?.round ?? 1} appDiceOnly={appDiceOnly} />
      ) : null}
      <h3 className="font-semibold">Turn log</h3>
      {solo.turns.length === 0 ? (
        <p className="text-sm text-stone-700">No enemy turns yet.</p>
      ) : (
        <ol className="flex flex-col gap-1 text-sm" aria-label="Enemy turns">
          {solo.turns.map((turn) => (
            <SoloTurnLine key={turn.requestKey} turn={turn} />
          ))}
        </ol>
      )}
    </section>
  );
}

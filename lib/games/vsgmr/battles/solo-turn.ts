import { rollEnemyAction, rollOutflankedArrival, rollSpawnPlacement } from "@/lib/rules/vsgmr";
import type { Dice } from "@/lib/rules/dice";
import { SOLO_ENEMY, type SoloTurn, type VsgmrBattleDetails } from "./battle-details";

export interface SoloTurnInput {
  round: number;
  /** Enemy figures on the table now. */
  enemyFigures: number;
  /** Whether the enemy has a defeated figure a 6 could bring back. */
  enemyHasDefeated: boolean;
  /** Spawning: enemy figures still waiting off the table. */
  enemyWaiting: number;
}

export type SoloTurnCheck = { ok: true } | { ok: false; message: string };

/** Refuses a turn the battle cannot take: rounds only go forward, and figures are counted whole. */
export function checkSoloTurn(details: VsgmrBattleDetails, input: SoloTurnInput): SoloTurnCheck {
  if (!details.solo) return { ok: false, message: "This battle is not played solo." };
  if (!Number.isInteger(input.round) || input.round < 1 || input.round > 99) return { ok: false, message: "The round is a whole number from 1." };
  const last = details.solo.turns.at(-1);
  if (last && input.round < last.round) return { ok: false, message: `Round ${last.round} has already begun: the round cannot go back to ${input.round}.` };
  for (const [value, what] of [
    [input.enemyFigures, "enemy figures on the table"],
    [input.enemyWaiting, "enemy figures waiting"],
  ] as const) {
    if (!Number.isInteger(value) || value < 0 || value > 500) return { ok: false, message: `Count the ${what} as a whole number.` };
  }
  return { ok: true };
}

/**
 * The app's rolls for one enemy turn of a solo battle: the enemy-action table always; in
 * Outflanked, when the enemy is the Attacker, the arrival roll (d6 at or under the round) each turn
 * until its rest has arrived: the book has the Attacker roll at the start of its own turn (L643),
 * so when the player attacks, the roll is theirs (the battle page offers it on their side) and
 * never part of the enemy's turn; in Spawning, where the enemy spawns and figures wait, where the next one enters.
 */
export function rollSoloTurn(details: VsgmrBattleDetails, input: SoloTurnInput, requestKey: string, dice: Dice): SoloTurn {
  const enemyRole = details.roles[SOLO_ENEMY];
  const turn: SoloTurn = { requestKey, round: input.round, enemyAction: rollEnemyAction({ figures: input.enemyFigures, hasDefeated: input.enemyHasDefeated }, dice) };
  if (details.scenarioId === "outflanked" && enemyRole === "attacker" && !details.solo?.outflankedArrived) turn.outflanked = rollOutflankedArrival(input.round, dice);
  if (details.scenarioId === "spawning" && enemyRole === "spawner" && input.enemyWaiting > 0) turn.spawn = rollSpawnPlacement(dice);
  return turn;
}

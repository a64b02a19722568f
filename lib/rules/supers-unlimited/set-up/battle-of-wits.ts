/**
 * Battle of Wits (SU L1310–L1314): each Team Leader makes a Mind roll and counts Successes; the
 * most Successes chooses the Turn Sequence. Ties are thrown again by the tied Leaders (SU-R8) until
 * one has the most; every throw is kept. The TN is a setting (SU-R14).
 */
import type { Dice, ThrownDie } from "../../dice";
import { DEFAULT_SU_DICE_SETTINGS, rollTrait, type SuDiceSettings, type TraitRoll, type TraitRollFailure } from "../dice";
import { MAX_ROLL_OFF_ROUNDS, type PlayerId, type SetUpRecordBase } from "./roll-off";
import { DEFAULT_SU_SET_UP_SETTINGS, type SuSetUpSettings } from "./settings";

export interface BattleOfWitsLeader {
  playerId: PlayerId;
  /** The Team Leader's Mind dice (SU L286). */
  mindDice: number;
  isSuper: boolean;
  /** Power Up on each of this Leader's Mind rolls (+1D10, 1 PP each; SU L563–L565). */
  powerUp?: boolean;
}

/** STORED AS JSON; changing it needs a data migration. */
export interface BattleOfWitsRecord extends SetUpRecordBase {
  step: "battle-of-wits";
  tn: number;
  /** Chooses the Turn Sequence (L1312). */
  winner: PlayerId;
  rounds: Array<{ rolls: Array<{ playerId: PlayerId; roll: TraitRoll }>; isTie: boolean }>;
  /** Power Ups used per player, one Power Point each. */
  powerUps: Record<PlayerId, number>;
}

export type BattleOfWitsResult = { ok: true; record: BattleOfWitsRecord } | TraitRollFailure | { ok: false; error: { code: "battle-of-wits-no-dice"; message: string } };

/**
 * Errors: `battle-of-wits-no-dice` when no Leader throws a die (a tie that could never end);
 * Power Up refusals of `rollTrait` (a Henchman Leader cannot Power Up).
 */
export function battleOfWits(
  dice: Dice,
  leaders: readonly BattleOfWitsLeader[],
  settings: SuSetUpSettings = DEFAULT_SU_SET_UP_SETTINGS,
  diceSettings: SuDiceSettings = DEFAULT_SU_DICE_SETTINGS,
): BattleOfWitsResult {
  if (leaders.length < 2 || new Set(leaders.map((l) => l.playerId)).size !== leaders.length) throw new Error("A Battle of Wits needs two or more different players");
  if (leaders.every((l) => l.mindDice + (l.powerUp ? 1 : 0) === 0)) {
    return { ok: false, error: { code: "battle-of-wits-no-dice", message: "No Team Leader has a Mind die to roll." } };
  }
  const rounds: BattleOfWitsRecord["rounds"] = [];
  const thrown: ThrownDie[] = [];
  const powerUps: Record<PlayerId, number> = Object.fromEntries(leaders.map((l) => [l.playerId, 0]));
  let inPlay = [...leaders];
  while (inPlay.length > 1) {
    if (rounds.length >= MAX_ROLL_OFF_ROUNDS) throw new Error(`A Battle of Wits tied ${MAX_ROLL_OFF_ROUNDS} times: the dice source is broken`);
    const rolls: Array<{ playerId: PlayerId; roll: TraitRoll }> = [];
    for (const leader of inPlay) {
      const result = rollTrait(
        dice,
        { kind: "action", traitDice: leader.mindDice, target: settings.battleOfWitsTn, powerUp: leader.powerUp, isSuper: leader.isSuper },
        "battle-of-wits",
        diceSettings,
      );
      if (!result.ok) return result;
      if (leader.powerUp) powerUps[leader.playerId]!++;
      rolls.push({ playerId: leader.playerId, roll: result.roll });
    }
    const most = Math.max(...rolls.map((r) => r.roll.successes));
    const top = rolls.filter((r) => r.roll.successes === most).map((r) => r.playerId);
    const isTie = top.length > 1;
    for (const { playerId, roll } of rolls) {
      const isRethrown = isTie && top.includes(playerId);
      for (const die of roll.thrown) {
        const status = isRethrown && die.status === "kept" ? "rerolled" : die.status;
        thrown.push({ sides: die.sides, face: die.face, purpose: die.purpose, status, note: `${playerId}, round ${rounds.length + 1}${isRethrown ? ", tied" : ""}` });
      }
    }
    rounds.push({ rolls, isTie });
    inPlay = inPlay.filter((l) => top.includes(l.playerId));
  }
  const winner = inPlay[0]!.playerId;
  const summary = rounds.map((r) => r.rolls.map((x) => `${x.playerId} ${x.roll.successes}`).join(" v ")).join("; tie, again: ");
  return {
    ok: true,
    record: {
      step: "battle-of-wits",
      tn: settings.battleOfWitsTn,
      winner,
      rounds,
      powerUps,
      thrown,
      summary: `Battle of Wits (TN ${settings.battleOfWitsTn}): ${summary} → ${winner}`,
    },
  };
}

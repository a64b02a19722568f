/**
 * Replaying a stored pre-battle: the faces its records kept, read back in throw order and fed to
 * runPreBattle as scripted dice. Never re-rolls; mirrors replayPostBattle (post-battle/run-post-battle.ts).
 */
import { scriptedDice } from "../../dice";
import { runPreBattle, type PreBattleInput, type PreBattleRecord } from "./run-pre-battle";

/** Every die face the records kept (re-rolled and discarded dice included), in throw order. */
export function preBattleThrownFaces(records: readonly PreBattleRecord[]): number[] {
  return records.flatMap((r) => r.thrown.map((d) => d.face));
}

/**
 * Re-runs runPreBattle from the stored records' faces. Throws if the records do not account for
 * exactly the dice the run throws (a face missing or left over), which means the input or the
 * rules differ from the stored run.
 */
export function replayPreBattle(input: PreBattleInput, records: readonly PreBattleRecord[]): ReturnType<typeof runPreBattle> {
  const dice = scriptedDice(preBattleThrownFaces(records));
  const result = runPreBattle(input, dice);
  dice.assertExhausted();
  return result;
}

/** Secret identity (L19–L21) and secret base (L190–L192): what uncovering them is rolled against. */
import type { Dice } from "../dice";
import { dice, type DiceExpression } from "./val";
import { rollTask, type TaskRoll, type TaskSettings } from "./task";
import type { SheetChange } from "./sheet";

/** L21: Investigation, Security or Computers against a base of 2D10. */
export const SECRET_IDENTITY_DIFFICULTY = dice(2, 10);
export const SECRET_IDENTITY_SKILLS = ["Investigation", "Security", "Computers"] as const;

/** L192: finding a secret base is Investigation against 2D8, 2D12 for a high-tech one. */
export function secretBaseDifficulty(isHighTech: boolean): DiceExpression {
  return isHighTech ? dice(2, 12) : dice(2, 8);
}

/** An attempt to uncover a hero's identity; on a success the investigator joins those who know. */
export function rollUncoverIdentity(source: Dice, investigator: string, skill: DiceExpression, settings: TaskSettings): { task: TaskRoll; changes: SheetChange[] } {
  const task = rollTask(source, skill, SECRET_IDENTITY_DIFFICULTY, settings, "uncover-identity");
  return { task, changes: task.isSuccess ? [{ kind: "identity-known-by", who: investigator, reason: "secret-identity", note: task.summary }] : [] };
}

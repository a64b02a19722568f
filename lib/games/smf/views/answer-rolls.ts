/**
 * Apart from tap-answer.ts, whose event lines read the rules' sequence: the battle page's client
 * code puts a tap's rolls together with this, and need not load the rules library for it.
 */
import type { RollRow, TapAnswer } from "./tap-answer";

/** Every roll the answer brings, whole and in order (a thrown one's label is its throw's, which the roll log shows the same; its time the throw's). */
export function answerRolls(answer: Pick<TapAnswer, "rolls" | "thrown" | "thrownAt" | "lastThrow">): RollRow[] {
  const throws = new Map(answer.lastThrow?.throws.map((t) => [t.sequence, t]));
  const { lastThrow, thrownAt } = answer;
  const thrown = answer.thrown.flatMap((roll): RollRow[] => {
    const made = throws.get(roll.sequence);
    return made && lastThrow && thrownAt ? [{ ...roll, label: made.label, faces: made.faces, source: lastThrow.source, actorName: lastThrow.actorName, createdAt: thrownAt }] : [];
  });
  return [...answer.rolls, ...thrown].sort((a, b) => a.sequence - b.sequence);
}

/**
 * What the dice recorded so far have settled, line by line, so a table sees what each throw did
 * the moment it is made — not when the whole step (every injury, every subplot) is done.
 *
 * A rule result is a list of items (a post-battle event, a pre-battle record), each with its dice
 * in throw order and one or more explanation lines. A line names how many of its item's dice it
 * needs ("2 goals → +1 to the injury roll" needs only the goal dice; the injury's outcome needs
 * the D6 too). A line is settled once all the dice it needs are recorded: the rule computed it
 * from those faces alone, so the stand-in faces a probe uses past them cannot have touched it.
 */
import type { Dice, ThrownDie } from "./dice";
import { runWithStandIns } from "./dice-requests";

/** One explanation line of an item; `afterDice` of the item's dice settle it (all of them when absent). */
export interface ExplainLine {
  afterDice?: number;
  text: string;
}

/** An item of a rule result, with its dice and its lines. */
export interface ExplainedItem<T> {
  item: T;
  dice: readonly ThrownDie[];
  lines: readonly ExplainLine[];
}

/** A settled line, placed by the global index of the last die it needs (−1: it needs none). */
export interface SettledLine {
  lastDie: number;
  text: string;
}

export interface Settled<T> {
  /** Items whose every die is recorded (and dice-less items before the first unrecorded die). */
  items: T[];
  lines: SettledLine[];
  /** The notes recorded dice carry ("no member numbered 5; rolled again"), for throws no line explains yet. */
  notes: SettledLine[];
}

/**
 * The settled part of items listed in throw order, given how many of their dice are recorded.
 * `isComplete`: the run needed no die past the recorded ones, so everything is settled.
 */
export function settledOf<T>(explained: readonly ExplainedItem<T>[], recordedCount: number, isComplete: boolean): Settled<T> {
  const items: T[] = [];
  const lines: SettledLine[] = [];
  const notes: SettledLine[] = [];
  let start = 0;
  for (const entry of explained) {
    const end = start + entry.dice.length;
    // A dice-less item at the frontier may have been made after a stand-in die was drawn
    // (its event could depend on it); it counts only once the run is complete.
    const isWhole = isComplete || end < recordedCount || (end === recordedCount && entry.dice.length > 0);
    if (isWhole) items.push(entry.item);
    for (const line of entry.lines) {
      const needed = Math.min(line.afterDice ?? entry.dice.length, entry.dice.length);
      const lastDie = start + needed - 1;
      const isSettled = needed === entry.dice.length ? isWhole : needed > 0 && lastDie < recordedCount;
      if (isSettled) lines.push({ lastDie, text: line.text });
    }
    entry.dice.forEach((die, i) => {
      if (die.note && start + i < recordedCount) notes.push({ lastDie: start + i, text: die.note });
    });
    start = end;
  }
  return { items, lines, notes };
}

/**
 * Runs a rule on the recorded faces (stand-ins past them) and returns only what those faces
 * settled: the stand-in faces never leave this function.
 */
export function settledByRecordedFaces<R, T>(run: (dice: Dice) => R, recorded: readonly number[], explain: (result: R) => readonly ExplainedItem<T>[]): Settled<T> {
  const outcome = runWithStandIns(run, recorded);
  if (outcome.isLooping || outcome.result === undefined) return { items: [], lines: [], notes: [] };
  return settledOf(explain(outcome.result), recorded.length, !outcome.firstStandIn);
}

/**
 * What one throw did: the lines it settled (its dice are [index, index + count) of its stage), or,
 * when it settled none yet, the notes its dice carry.
 */
export function linesOfThrow(settled: Pick<Settled<unknown>, "lines" | "notes">, index: number, count: number): string[] {
  const inThrow = (line: SettledLine) => line.lastDie >= index && line.lastDie < index + count;
  const lines = settled.lines.filter(inThrow);
  return (lines.length > 0 ? lines : settled.notes.filter(inThrow)).map((line) => line.text);
}

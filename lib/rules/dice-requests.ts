/**
 * Dice one at a time: the table throws physical dice (or asks the app to) for one roll, the app
 * records them, and only then learns what the next roll is. A rule run is `(dice) => result`, so
 * the faces already recorded decide everything up to the next die; `nextDiceRequest` finds out
 * which roll that die belongs to (its purpose, who rolls it, how many dice go with it) by running
 * the rule on the recorded faces and, past them, on stand-in faces whose only use is to let the run
 * finish so its record names the die's owner. Stand-in faces never leave this module.
 */
import type { Dice, ThrownDie } from "./dice";

/** A group of dice a rule result records together, e.g. a post-battle event or a pre-battle record. */
export interface DiceGroup {
  teamId?: string;
  characterId?: string;
  dice: readonly ThrownDie[];
}

/** The next throw the table has to make. */
export interface DiceRequest {
  /** Index of its first die among all the dice of the run (= how many faces are recorded). */
  index: number;
  sides: number;
  /** How many dice to throw at once: a whole first throw of a pool, or all its re-rolls. */
  count: number;
  purpose: string;
  teamId?: string;
  characterId?: string;
  /** Re-rolls of dice already thrown (Ruling R22): the faces they replace, in order. */
  replacesFaces?: number[];
}

export type DiceProbe<R> = { status: "complete"; result: R } | { status: "needs-dice"; request: DiceRequest };

/** A run that throws this many stand-in dice is taken to loop (ties re-rolled for ever). */
const MAX_STAND_IN_DICE = 400;

class StandInLimit extends Error {}

/** Stand-in faces vary so that contests between stand-ins do not tie for ever. */
function standInFace(n: number, sides: number): number {
  return ((n * 5 + 2) % sides) + 1;
}

/** A run on recorded faces and, past them, stand-in faces (see the module comment). */
export interface StandInRun<R> {
  /** The run threw more than MAX_STAND_IN_DICE stand-ins and was stopped: no result. */
  isLooping: boolean;
  result?: R;
  /** Recorded faces the run used. */
  used: number;
  /** The first die past the recorded faces, if the run threw one. */
  firstStandIn?: { sides: number; purpose: string };
}

/**
 * Runs `run` on `recorded` and then stand-in faces. Throws if a recorded face is impossible for
 * its die. Shared by `nextDiceRequest` and by odds, which read what the next die is for from the
 * same run (never the stand-in faces themselves: they mean nothing).
 */
export function runWithStandIns<R>(run: (dice: Dice) => R, recorded: readonly number[]): StandInRun<R> {
  let used = 0;
  let standIns = 0;
  let first: { sides: number; purpose: string } | undefined;
  const dice: Dice = {
    roll(sides, purpose) {
      if (used < recorded.length) {
        const face = recorded[used]!;
        if (!Number.isInteger(face) || face < 1 || face > sides) {
          throw new Error(`Recorded face ${used + 1} (${face}) is not possible on a D${sides} for "${purpose}"`);
        }
        used++;
        return face;
      }
      if (standIns >= MAX_STAND_IN_DICE) throw new StandInLimit();
      first ??= { sides, purpose };
      return standInFace(standIns++, sides);
    },
  };
  try {
    const result = run(dice);
    return { isLooping: false, result, used, ...(first ? { firstStandIn: first } : {}) };
  } catch (error) {
    if (!(error instanceof StandInLimit)) throw error;
    return { isLooping: true, used, ...(first ? { firstStandIn: first } : {}) };
  }
}

/**
 * Runs `run` on the recorded faces. Complete when it needs no more; otherwise describes the next
 * throw. Throws if `recorded` holds more faces than the run uses, or a face impossible for its die:
 * the caller validated typed faces against the request, so that is a programmer error.
 */
export function nextDiceRequest<R>(run: (dice: Dice) => R, recorded: readonly number[], groupsOf: (result: R) => readonly DiceGroup[]): DiceProbe<R> {
  const { isLooping, result, used, firstStandIn: first } = runWithStandIns(run, recorded);
  if (!first) {
    if (used < recorded.length) throw new Error(`The run used ${used} of ${recorded.length} recorded faces`);
    return { status: "complete", result: result as R };
  }
  const lone: DiceRequest = { index: recorded.length, sides: first.sides, count: 1, purpose: first.purpose };
  if (isLooping) return { status: "needs-dice", request: lone };
  return { status: "needs-dice", request: describeThrow(groupsOf(result as R), recorded.length) ?? lone };
}

/** The throw starting at die `index`: the dice after it of the same group, purpose, size and kind. */
function describeThrow(groups: readonly DiceGroup[], index: number): DiceRequest | undefined {
  let start = 0;
  for (const group of groups) {
    if (index >= start + group.dice.length) {
      start += group.dice.length;
      continue;
    }
    const local = index - start;
    const head = group.dice[local]!;
    const isReroll = head.replaces !== undefined;
    let count = 1;
    while (local + count < group.dice.length) {
      const die = group.dice[local + count]!;
      if (die.purpose !== head.purpose || die.sides !== head.sides || (die.replaces !== undefined) !== isReroll) break;
      count++;
    }
    const request: DiceRequest = { index, sides: head.sides, count, purpose: head.purpose };
    if (group.teamId) request.teamId = group.teamId;
    if (group.characterId) request.characterId = group.characterId;
    if (isReroll) {
      // A re-roll's `replaces` is the index of the replaced die in its throw; that throw's dice are
      // the same purpose's dice before the re-rolls in this group.
      const throwStart = firstDieOfThrow(group.dice, local, head.purpose);
      request.replacesFaces = group.dice.slice(local, local + count).map((die) => group.dice[throwStart + (die.replaces ?? 0)]?.face ?? 0);
    }
    return request;
  }
  return undefined;
}

function firstDieOfThrow(dice: readonly ThrownDie[], rerollIndex: number, purpose: string): number {
  let i = rerollIndex;
  while (i > 0 && dice[i - 1]!.purpose === purpose && dice[i - 1]!.replaces !== undefined) i--;
  while (i > 0 && dice[i - 1]!.purpose === purpose && dice[i - 1]!.replaces === undefined) i--;
  return i;
}

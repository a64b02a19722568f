/**
 * The pieces the pre- and post-battle odds share: locating the record of the next die in a run,
 * a check's odds (its first throw, or its re-roll throw once the first is known), a Chance roll's
 * odds, and a table throw read face by face from the run.
 */
import type { Dice, GoalRoll, TnCheck, ThrownDie } from "../dice";
import { runWithStandIns } from "../dice-requests";
import { goalDistribution } from "../odds";
import { diceText, enumerateThrow, goalBands, poolFacts, poolGoalDistribution, type GoalBand, type OddsOutcome, type RollOdds, type ThrowOutcome } from "../roll-odds";

/** A group of dice a rule result records together, with the record itself. */
export interface RecordDice<Rec> {
  dice: readonly ThrownDie[];
  record: Rec;
}

/** The record that holds die `index` of a run's result, and the die's place in it. */
export function recordAt<Rec>(groups: readonly RecordDice<Rec>[], index: number): { record: Rec; offset: number; die: ThrownDie } | undefined {
  let start = 0;
  for (const group of groups) {
    if (index < start + group.dice.length) {
      const offset = index - start;
      return { record: group.record, offset, die: group.dice[offset]! };
    }
    start += group.dice.length;
  }
  return undefined;
}

/** The next die of a run on the recorded faces: its record (from a run finished with stand-ins) and its place. */
export function nextDieRecord<R, Rec>(
  run: (dice: Dice) => R,
  recorded: readonly number[],
  groupsOf: (result: R) => readonly RecordDice<Rec>[],
): { record: Rec; offset: number; die: ThrownDie } | undefined {
  const { result, isLooping, firstStandIn } = runWithStandIns(run, recorded);
  if (!firstStandIn || isLooping) return undefined;
  return recordAt(groupsOf(result as R), recorded.length);
}

/** Bands of a subplot-dice check: fails, meets the TN (no dice), then +1D, +2D, +3D or more. */
export function subplotDiceBands(tn: number, what: string): GoalBand[] {
  return [
    { from: 0, key: "fail", label: `Fails: no ${what}`, tone: "bad" },
    { from: tn, key: "plus-0", label: `Makes the TN: no ${what}`, tone: "neutral" },
    { from: tn + 1, key: "plus-1", label: `+1 ${what.replace(/dice$/, "die")}`, tone: "good" },
    { from: tn + 2, key: "plus-2", label: `+2 ${what}`, tone: "good" },
    { from: tn + 3, key: "plus-3", label: `+3 or more ${what}`, tone: "good" },
  ];
}

/** Success or failure of a TN check, in the words of what each does. */
export function successBands(tn: number, failure: string, success: string): GoalBand[] {
  return [
    { from: 0, key: "fail", label: failure, tone: "bad" },
    { from: tn, key: "success", label: success, tone: "good" },
  ];
}

/** Keeps the outcomes a pool can reach (bands above its highest goal count are left out), but never the first two. */
function reachable(outcomes: OddsOutcome[], bands: readonly GoalBand[], maxGoals: number): OddsOutcome[] {
  return outcomes.filter((_, i) => i < 2 || bands[i]!.from <= maxGoals);
}

/**
 * A TN check's next throw: the first throw of its pool (`offset` 0), or its re-roll throw
 * (`offset` = the first throw's size), when the kept dice are known and only the re-rolled ones
 * are not. Undefined for any other die.
 */
export function checkThrowOdds(check: TnCheck, offset: number, bands: readonly GoalBand[], caption: string): RollOdds | undefined {
  const pool = { dice: check.pool.dice, rerolls: check.pool.rerolls, chaseSixes: check.pool.chaseSixes === true };
  const tn = `TN ${check.tn}`;
  if (offset === 0) {
    const distribution = poolGoalDistribution(pool);
    return { caption, facts: [...poolFacts(pool), tn], outcomes: reachable(goalBands(distribution, bands), bands, 2 * pool.dice) };
  }
  if (offset !== check.first.length) return undefined;
  const distribution = poolGoalDistribution(pool, check.first);
  const rerolled = check.rerolls.length;
  const kept = distribution.findIndex((p) => p > 0);
  return {
    caption,
    facts: [`re-roll ${diceText(rerolled)}`, `${kept} goal${kept === 1 ? "" : "s"} kept`, tn],
    outcomes: reachable(goalBands(distribution, bands), bands, distribution.length - 1),
  };
}

/** A Chance roll (no re-rolls) read in bands of goals; undefined unless `offset` is its first die. */
export function chanceThrowOdds(chance: GoalRoll, offset: number, bands: readonly GoalBand[], facts: string[], caption: string): RollOdds | undefined {
  if (offset !== 0) return undefined;
  return {
    caption,
    facts: [`Chance: ${diceText(chance.pool.dice)}`, ...facts],
    outcomes: goalBands(goalDistribution(chance.pool.dice, 0), bands),
  };
}

/**
 * A table throw read from the rule itself: the run is made once per face of the next `count`
 * dice, and `read` reads what the record holding them says. When no die of the attempt is kept,
 * the rule rolls again (a number with no member, a bump already taken): `again` names why. An
 * attempt is the dice the rule reads together (Martial's roll-twice-and-pick: two); it starts at
 * the next die unless `attemptStart` (a die index) says it began with dice already recorded.
 */
export function tableThrowOdds<R, Rec>(
  run: (dice: Dice) => R,
  recorded: readonly number[],
  count: number,
  groupsOf: (result: R) => readonly RecordDice<Rec>[],
  read: (record: Rec, die: ThrownDie) => ThrowOutcome,
  again: (die: ThrownDie) => ThrowOutcome,
  odds: { facts: string[]; caption: string; attemptStart?: number },
): RollOdds {
  const start = odds.attemptStart ?? recorded.length;
  const length = recorded.length + count - start;
  const outcomes = enumerateThrow(run, recorded, count, 6, (result) => {
    const dice: ThrownDie[] = [];
    let found: { record: Rec } | undefined;
    for (let i = 0; i < length; i++) {
      const at = recordAt(groupsOf(result), start + i);
      if (!at) throw new Error(`No record holds die ${start + i + 1} of the run`);
      found ??= at;
      dice.push(at.die);
    }
    const kept = dice.find((die) => die.status === "kept");
    return kept ? read(found!.record, kept) : again(dice[0]!);
  });
  return { caption: odds.caption, facts: odds.facts, outcomes };
}

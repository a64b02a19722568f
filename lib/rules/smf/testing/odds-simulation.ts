/**
 * Cross-checks exact odds against the rule itself: the rule runs many times on the recorded faces
 * followed by seeded dice, and each run's result is sorted into an outcome by the test (from the
 * rule's own record, not from the odds code). For tests only.
 */
import { expect } from "vitest";
import { seededDice, type Dice, type ThrownDie } from "../../dice";
import { nextDiceRequest, type DiceGroup, type DiceRequest } from "../../dice-requests";
import type { RollOdds } from "../../roll-odds";

export const SIMULATION_RUNS = 20_000;

/** Counts of each outcome key over `runs` seeded runs of `run` after the recorded faces. */
export function simulate<R>(run: (dice: Dice) => R, recorded: readonly number[], classify: (result: R) => string, seed = 1, runs = SIMULATION_RUNS): Map<string, number> {
  const seeded = seededDice(seed);
  const counts = new Map<string, number>();
  for (let n = 0; n < runs; n++) {
    let used = 0;
    const dice: Dice = { roll: (sides, purpose) => (used < recorded.length ? recorded[used++]! : seeded.roll(sides, purpose)) };
    const key = classify(run(dice));
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * Every simulated outcome is one the odds list, the odds add up to 1, and each frequency is within
 * five standard errors of its exact probability (a false alarm about once in a million checks).
 */
export function expectAgreement(odds: RollOdds | undefined, counts: ReadonlyMap<string, number>, runs = SIMULATION_RUNS): void {
  expect(odds).toBeDefined();
  const total = odds!.outcomes.reduce((sum, o) => sum + o.probability, 0);
  expect(total).toBeCloseTo(1, 12);
  for (const key of counts.keys())
    expect(
      odds!.outcomes.map((o) => o.key),
      `simulated outcome ${key}`,
    ).toContain(key);
  for (const outcome of odds!.outcomes) {
    const frequency = (counts.get(outcome.key) ?? 0) / runs;
    const tolerance = 5 * Math.sqrt((outcome.probability * (1 - outcome.probability)) / runs) + 1e-9;
    expect(Math.abs(frequency - outcome.probability), `${outcome.key}: simulated ${frequency}, exact ${outcome.probability}`).toBeLessThanOrEqual(tolerance);
  }
}

/** The probability of each outcome by key. */
export function byKey(odds: RollOdds | undefined): Record<string, number> {
  return Object.fromEntries((odds?.outcomes ?? []).map((o) => [o.key, o.probability]));
}

/**
 * Plays a rule throw by throw as the app asks for them (nextDiceRequest, with each group cut after
 * a die set aside to roll again, as the battle stages cut them), with seeded faces, calling `visit`
 * before each throw with the faces recorded so far. Returns the finished run's result.
 */
export function walkThrows<R>(
  run: (dice: Dice) => R,
  dicePerRecord: (result: R) => ReadonlyArray<readonly ThrownDie[]>,
  seed: number,
  visit: (recorded: readonly number[], request: DiceRequest) => void,
): R {
  const seeded = seededDice(seed);
  const recorded: number[] = [];
  const groupsOf = (result: R): DiceGroup[] =>
    dicePerRecord(result).flatMap((dice) => {
      if (dice.some((die) => die.replaces !== undefined)) return [{ dice }];
      const cut: DiceGroup[] = [];
      let current: ThrownDie[] = [];
      for (const die of dice) {
        current.push(die);
        if (die.status === "kept") continue;
        cut.push({ dice: current });
        current = [];
      }
      return current.length > 0 ? [...cut, { dice: current }] : cut;
    });
  for (;;) {
    const probe = nextDiceRequest(run, recorded, groupsOf);
    if (probe.status === "complete") return probe.result;
    visit(recorded, probe.request);
    for (let i = 0; i < probe.request.count; i++) recorded.push(seeded.roll(probe.request.sides, probe.request.purpose));
  }
}

/**
 * Rolling the scenario (VS-R18). The book lists seven scenarios (VSGMR L617–L655) and no table to
 * roll one, so a group rolls the smallest common die with at least one face per scenario in the
 * series' pool: face n picks the pool's n-th scenario in book order, and a higher face is rolled
 * again. Every scenario of the pool is then exactly as likely. Every die is kept, re-rolls included,
 * so the roll log shows the whole roll.
 */
import type { Dice, ThrownDie } from "../../dice";
import { VSGMR_SCENARIO_IDS, vsgmrScenarioById, type VsgmrScenarioId } from "../data/scenarios";
import { VSGMR_RULES_VERSION } from "../rules-version";
import { fraction, type Fraction } from "./fraction";

/** The dice a group is likely to own, smallest first. */
const COMMON_DICE = [2, 4, 6, 8, 10, 12, 20] as const;

export const SCENARIO_ROLL_PURPOSE = "vsgmr-scenario";

/** A pool in book order with no repeats: the series setting's scenarios, or all seven. */
export function scenarioPool(ids: readonly VsgmrScenarioId[]): VsgmrScenarioId[] {
  return VSGMR_SCENARIO_IDS.filter((id) => ids.includes(id));
}

/** The die to roll for a pool of `size` scenarios (VS-R18): the smallest common die with a face for each. */
export function scenarioRollSides(size: number): number {
  if (!Number.isInteger(size) || size < 2 || size > VSGMR_SCENARIO_IDS.length) throw new Error(`A scenario roll needs 2 to 7 scenarios (got ${size})`);
  return COMMON_DICE.find((sides) => sides >= size)!;
}

export interface ScenarioRollOdds {
  sides: number;
  /** Faces above this are rolled again. */
  highestUsed: number;
  /** Each scenario's chance: exactly one in the pool's size. */
  each: Fraction;
  /** The chance that a single die has to be rolled again. */
  reroll: Fraction;
  /** Dice rolled on average, as a fraction (sides / pool size). */
  expectedDice: Fraction;
}

/** The exact odds of a scenario roll over `pool` (in book order). */
export function scenarioRollOdds(pool: readonly VsgmrScenarioId[]): ScenarioRollOdds {
  const size = scenarioPool(pool).length;
  const sides = scenarioRollSides(size);
  return { sides, highestUsed: size, each: fraction(1, size), reroll: fraction(sides - size, sides), expectedDice: fraction(sides, size) };
}

export interface ScenarioRoll {
  rulesVersion: string;
  scenarioId: VsgmrScenarioId;
  sides: number;
  /** Every die in the order thrown: the re-rolled ones, then the one that picked the scenario. */
  thrown: ThrownDie[];
  faces: number[];
  summary: string;
}

/** Rolls until a face picks a scenario of `pool`; `dice` may be the app's or typed faces (scriptedDice). */
export function rollScenario(pool: readonly VsgmrScenarioId[], dice: Dice): ScenarioRoll {
  const ordered = scenarioPool(pool);
  const sides = scenarioRollSides(ordered.length);
  const thrown: ThrownDie[] = [];
  for (;;) {
    const face = dice.roll(sides, SCENARIO_ROLL_PURPOSE);
    if (face <= ordered.length) {
      thrown.push({ sides, face, purpose: SCENARIO_ROLL_PURPOSE, status: "kept" });
      const scenarioId = ordered[face - 1]!;
      const faces = thrown.map((die) => die.face);
      const again = faces.length > 1 ? `, after ${faces.slice(0, -1).join(", ")} rolled again` : "";
      return { rulesVersion: VSGMR_RULES_VERSION, scenarioId, sides, thrown, faces, summary: `Scenario d${sides} [${face}]: ${vsgmrScenarioById(scenarioId).name}${again}` };
    }
    thrown.push({ sides, face, purpose: SCENARIO_ROLL_PURPOSE, status: "rerolled", note: `above ${ordered.length}: rolled again` });
  }
}

export type TypedScenarioRoll = { ok: true; roll: ScenarioRoll } | { ok: false; message: string };

/**
 * A scenario roll from faces a player typed, in the order thrown: every face must be possible on
 * the die, each but the last must be one that is rolled again, and the last must pick a scenario.
 */
export function typedScenarioRoll(pool: readonly VsgmrScenarioId[], faces: readonly number[]): TypedScenarioRoll {
  const size = scenarioPool(pool).length;
  const sides = scenarioRollSides(size);
  if (faces.length === 0) return { ok: false, message: `Type the face of your d${sides}.` };
  for (const face of faces) {
    if (!Number.isInteger(face) || face < 1 || face > sides) return { ok: false, message: `${face} is not a face of a d${sides} (1–${sides}).` };
  }
  const picking = faces.findIndex((face) => face <= size);
  if (picking === -1) return { ok: false, message: `${faces.at(-1)} is rolled again: type the next die too.` };
  if (picking < faces.length - 1) return { ok: false, message: `The ${faces[picking]} already picked a scenario: type no dice after it.` };
  let next = 0;
  return { ok: true, roll: rollScenario(pool, { roll: () => faces[next++]! }) };
}

/**
 * Exact odds of SHSA rolls: the distribution of an expression's total or highest die, the chance
 * of each task grade for any two expressions under the campaign's comparator (SHSA-R1), and of a
 * threshold roll. No simulation: every face is counted.
 */
import type { DiceExpression } from "./val";
import { gradeTask, TASK_GRADES, type TaskGrade, type TaskSettings } from "./task";

/** A discrete distribution: value → probability, values ascending. */
export type Distribution = ReadonlyArray<{ value: number; p: number }>;

/** Refuse expressions whose sum has more outcomes than this (no rule comes near it). */
const MAX_OUTCOMES = 20_000;

function fromMap(map: Map<number, number>): Distribution {
  return [...map.entries()].sort((a, b) => a[0] - b[0]).map(([value, p]) => ({ value, p }));
}

/** The distribution of an expression's total (dice summed, plus modifier). */
export function totalDistribution(expr: DiceExpression): Distribution {
  if (expr.count * expr.sides > MAX_OUTCOMES) throw new Error(`Too many outcomes for exact odds of ${expr.count}D${expr.sides}`);
  let sums = new Map<number, number>([[0, 1]]);
  for (let i = 0; i < expr.count; i++) {
    const next = new Map<number, number>();
    for (const [sum, p] of sums) {
      for (let face = 1; face <= expr.sides; face++) next.set(sum + face, (next.get(sum + face) ?? 0) + p / expr.sides);
    }
    sums = next;
  }
  return fromMap(new Map([...sums].map(([sum, p]) => [sum + expr.modifier, p])));
}

/** The distribution of an expression's highest die plus modifier (a plain number: itself). */
export function highestDistribution(expr: DiceExpression): Distribution {
  if (expr.count === 0) return [{ value: expr.modifier, p: 1 }];
  const rows: { value: number; p: number }[] = [];
  for (let k = 1; k <= expr.sides; k++) {
    const p = (k / expr.sides) ** expr.count - ((k - 1) / expr.sides) ** expr.count;
    rows.push({ value: k + expr.modifier, p });
  }
  return rows;
}

export function scoreDistribution(expr: DiceExpression, comparator: TaskSettings["comparator"]): Distribution {
  return comparator === "total" ? totalDistribution(expr) : highestDistribution(expr);
}

export type GradeOdds = Record<TaskGrade, number>;

/** The exact chance of each grade when `actor` is rolled against `resistance` (SHSA-R1). */
export function taskGradeOdds(actor: DiceExpression, resistance: DiceExpression, settings: TaskSettings): GradeOdds {
  const odds = Object.fromEntries(TASK_GRADES.map((g) => [g, 0])) as GradeOdds;
  const a = scoreDistribution(actor, settings.comparator);
  const r = scoreDistribution(resistance, settings.comparator);
  for (const x of a) for (const y of r) odds[gradeTask(x.value, y.value, settings)] += x.p * y.p;
  return odds;
}

/** The chance that a task succeeds (minor or major). */
export function taskSuccessChance(actor: DiceExpression, resistance: DiceExpression, settings: TaskSettings): number {
  const odds = taskGradeOdds(actor, resistance, settings);
  return odds["minor-success"] + odds["major-success"];
}

/** The chance that an expression's total is at least `atLeast`. */
export function thresholdChance(expr: DiceExpression, atLeast: number): number {
  return totalDistribution(expr)
    .filter((row) => row.value >= atLeast)
    .reduce((sum, row) => sum + row.p, 0);
}

/**
 * SHSA Val: die ratings on one ladder, dice expressions ("2D8", "D6 − 4", "+1D") and how they
 * throw. Book lines (`L415`) refer to the SHSA play sheet text; rulings (`SHSA-R3`) to RULINGS.md.
 */
import type { Dice, RollPurpose, ThrownDie } from "../dice";

/**
 * The die sizes SHSA rates things in, smallest first: the falling table (L415–L427) climbs
 * 2D4 … 2D20, 2D30 and the carrying table (L441–L447) names D4 … D14.
 */
export const DIE_LADDER = [4, 6, 8, 10, 12, 14, 16, 18, 20, 30] as const;
export type DieSides = (typeof DIE_LADDER)[number];

export function isDieSides(value: unknown): value is DieSides {
  return typeof value === "number" && (DIE_LADDER as readonly number[]).includes(value);
}

/**
 * Moves a die `steps` rungs up (positive) or down (negative) the ladder. Down stops at D4 ("to a
 * minimum of D4", L272–L275); up stops at D30, the top of the ladder (SHSA-R3).
 */
export function stepDie(sides: DieSides, steps: number): DieSides {
  if (!Number.isInteger(steps)) throw new Error(`Val steps must be whole (got ${steps})`);
  const index = DIE_LADDER.indexOf(sides);
  const next = Math.min(DIE_LADDER.length - 1, Math.max(0, index + steps));
  return DIE_LADDER[next]!;
}

/**
 * A dice expression: `count` dice of `sides` plus a fixed `modifier` ("2D8", "D6 − 4", "D8 + 2"),
 * or a plain number when `count` is 0 ("Tactics vs 4", L299). STORED AS JSON inside results;
 * changing it needs a data migration.
 */
export interface DiceExpression {
  count: number;
  sides: number;
  modifier: number;
}

export function dice(count: number, sides: number, modifier = 0): DiceExpression {
  if (!Number.isInteger(count) || count < 0) throw new Error(`A dice count must be whole and 0 or more (got ${count})`);
  if (!Number.isInteger(sides) || sides < 1) throw new Error(`A die needs a whole number of sides (got ${sides})`);
  if (!Number.isInteger(modifier)) throw new Error(`A modifier must be whole (got ${modifier})`);
  return { count, sides, modifier };
}

/** A fixed number used as a resistance, e.g. Evade vs 5 (L354). */
export function fixed(value: number): DiceExpression {
  return dice(0, 1, value);
}

/** "2D8" → 2D8, "D6-4" → D6 − 4, "d8+2", "4" → the number 4. Throws on anything else. */
export function parseDice(text: string): DiceExpression {
  const trimmed = text.replace(/\s+/g, "").replace(/[−–]/g, "-");
  const number = /^[+-]?\d+$/.exec(trimmed);
  if (number) return fixed(Number(trimmed));
  const match = /^(\d*)[dD](\d+)([+-]\d+)?$/.exec(trimmed);
  if (!match) throw new Error(`"${text}" is not a dice expression such as 2D8 or D6-4`);
  return dice(match[1] ? Number(match[1]) : 1, Number(match[2]), match[3] ? Number(match[3]) : 0);
}

export function formatDice(expr: DiceExpression): string {
  if (expr.count === 0) return String(expr.modifier);
  const base = `${expr.count === 1 ? "" : expr.count}D${expr.sides}`;
  if (expr.modifier === 0) return base;
  return `${base}${expr.modifier > 0 ? "+" : "−"}${Math.abs(expr.modifier)}`;
}

/**
 * ±nD (L176, L299, L337–L343, L491, L497, L506–L509): adds or removes dice of the same size. A
 * pool of dice never falls below one die (SHSA-R3); a plain number takes no dice.
 */
export function addDice(expr: DiceExpression, extra: number): DiceExpression {
  if (!Number.isInteger(extra)) throw new Error(`Extra dice must be whole (got ${extra})`);
  if (expr.count === 0) return expr;
  return { ...expr, count: Math.max(1, expr.count + extra) };
}

/** ±n Val (L95, L272–L275): steps every die of the expression along the ladder. */
export function stepExpression(expr: DiceExpression, steps: number): DiceExpression {
  if (expr.count === 0 || steps === 0) return expr;
  if (!isDieSides(expr.sides)) throw new Error(`D${expr.sides} is not on the Val ladder`);
  return { ...expr, sides: stepDie(expr.sides, steps) };
}

/** Adds a fixed amount to an expression's total. */
export function addModifier(expr: DiceExpression, amount: number): DiceExpression {
  return { ...expr, modifier: expr.modifier + amount };
}

/** One throw of an expression. STORED AS JSON (see DiceExpression). */
export interface ExpressionRoll {
  expression: DiceExpression;
  purpose: RollPurpose;
  faces: number[];
  total: number;
  thrown: ThrownDie[];
  /** e.g. "2D8 [3,7] = 10" or "D6−4 [5] = 1". */
  summary: string;
}

/** Throws an expression: every die from `dice`, in order, with its purpose. */
export function rollExpression(source: Dice, expr: DiceExpression, purpose: RollPurpose): ExpressionRoll {
  const faces: number[] = [];
  for (let i = 0; i < expr.count; i++) faces.push(source.roll(expr.sides, purpose));
  const total = faces.reduce((sum, face) => sum + face, 0) + expr.modifier;
  const thrown: ThrownDie[] = faces.map((face) => ({ sides: expr.sides, face, purpose, status: "kept" }));
  const summary = expr.count === 0 ? `${total}` : `${formatDice(expr)} [${faces.join(",")}] = ${total}`;
  return { expression: expr, purpose, faces, total, thrown, summary };
}

/** One die read as a number: the D6, D8, D10 and D20 tables. */
export interface DieRoll {
  sides: number;
  face: number;
  purpose: RollPurpose;
  thrown: ThrownDie[];
}

export function rollDie(source: Dice, sides: number, purpose: RollPurpose): DieRoll {
  const face = source.roll(sides, purpose);
  return { sides, face, purpose, thrown: [{ sides, face, purpose, status: "kept" }] };
}

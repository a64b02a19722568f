/**
 * SHSA tasks: the actor's dice against a resistance (a dice expression or a plain number), graded
 * into four outcomes (L495–L509, L361, L466) by the campaign's comparator (SHSA-R1), and plain
 * threshold rolls such as "4+ on a D6" (L312, L558).
 */
import type { Dice, RollPurpose, ThrownDie } from "../dice";
import type { DieSides } from "./val";
import { dice, formatDice, rollExpression, type DiceExpression, type ExpressionRoll } from "./val";
import type { ShsaSettings } from "./settings";
import { SHSA_RULES_VERSION, type ShsaRulesVersion } from "./rules-version";

export const TASK_GRADES = ["major-failure", "minor-failure", "minor-success", "major-success"] as const;
export type TaskGrade = (typeof TASK_GRADES)[number];

export function isSuccess(grade: TaskGrade): boolean {
  return grade === "minor-success" || grade === "major-success";
}

export function isMajor(grade: TaskGrade): boolean {
  return grade === "major-success" || grade === "major-failure";
}

/** The settings a task reads (SHSA-R1). */
export type TaskSettings = Pick<ShsaSettings, "comparator" | "tieIsSuccess" | "majorMargin" | "traitDice">;

/** A die-rated stat or skill as the dice it throws in a task (SHSA-R1), with ±nD (L176). */
export function traitDice(rating: DieSides, settings: Pick<ShsaSettings, "traitDice">, extraDice = 0): DiceExpression {
  return dice(Math.max(1, settings.traitDice + extraDice), rating);
}

/** The value a side scores under the comparator: its total, or its highest die plus modifier. */
export function scoreOf(roll: Pick<ExpressionRoll, "faces" | "total" | "expression">, comparator: ShsaSettings["comparator"]): number {
  if (comparator === "total" || roll.faces.length === 0) return roll.total;
  return Math.max(...roll.faces) + roll.expression.modifier;
}

/**
 * SHSA-R1: grades an actor's score against a resistance's. margin = actor − resistance. A tie is
 * a minor success (or a minor failure when `tieIsSuccess` is off); a margin of `majorMargin` or
 * more either way is major.
 */
export function gradeTask(actor: number, resistance: number, settings: TaskSettings): TaskGrade {
  const margin = actor - resistance;
  const succeeds = margin > 0 || (margin === 0 && settings.tieIsSuccess);
  if (succeeds) return margin >= settings.majorMargin ? "major-success" : "minor-success";
  return -margin >= settings.majorMargin ? "major-failure" : "minor-failure";
}

/** One opposed task. STORED AS JSON inside results; changing it needs a data migration. */
export interface TaskRoll {
  rulesVersion: ShsaRulesVersion;
  purpose: RollPurpose;
  actor: ExpressionRoll;
  resistance: ExpressionRoll;
  actorScore: number;
  resistanceScore: number;
  margin: number;
  grade: TaskGrade;
  isSuccess: boolean;
  thrown: ThrownDie[];
  /** e.g. "2D8 [3,7] = 10 vs 2D6 [2,2] = 4: major success by 6". */
  summary: string;
}

const GRADE_WORDS: Record<TaskGrade, string> = {
  "major-failure": "major failure",
  "minor-failure": "minor failure",
  "minor-success": "minor success",
  "major-success": "major success",
};

/** Throws the actor's dice, then the resistance's, and grades them (SHSA-R1). */
export function rollTask(source: Dice, actor: DiceExpression, resistance: DiceExpression, settings: TaskSettings, purpose: RollPurpose): TaskRoll {
  const actorRoll = rollExpression(source, actor, `${purpose}:actor`);
  const resistanceRoll = rollExpression(source, resistance, `${purpose}:resistance`);
  const actorScore = scoreOf(actorRoll, settings.comparator);
  const resistanceScore = scoreOf(resistanceRoll, settings.comparator);
  const grade = gradeTask(actorScore, resistanceScore, settings);
  const margin = actorScore - resistanceScore;
  const by = margin === 0 ? "tied" : `by ${Math.abs(margin)}`;
  return {
    rulesVersion: SHSA_RULES_VERSION,
    purpose,
    actor: actorRoll,
    resistance: resistanceRoll,
    actorScore,
    resistanceScore,
    margin,
    grade,
    isSuccess: isSuccess(grade),
    thrown: [...actorRoll.thrown, ...resistanceRoll.thrown],
    summary: `${actorRoll.summary} vs ${resistanceRoll.summary}: ${GRADE_WORDS[grade]} ${by}`,
  };
}

/** A plain roll against a number: success when the total is at least `atLeast` (e.g. 4+ on a D6). */
export interface ThresholdRoll {
  rulesVersion: ShsaRulesVersion;
  purpose: RollPurpose;
  roll: ExpressionRoll;
  atLeast: number;
  isSuccess: boolean;
  thrown: ThrownDie[];
  summary: string;
}

export function rollThreshold(source: Dice, expr: DiceExpression, atLeast: number, purpose: RollPurpose): ThresholdRoll {
  const roll = rollExpression(source, expr, purpose);
  const success = roll.total >= atLeast;
  return {
    rulesVersion: SHSA_RULES_VERSION,
    purpose,
    roll,
    atLeast,
    isSuccess: success,
    thrown: roll.thrown,
    summary: `${roll.summary} needing ${atLeast}+ (${formatDice(expr)}): ${success ? "success" : "failure"}`,
  };
}

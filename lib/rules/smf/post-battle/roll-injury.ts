import { rollChance, rollD6, rollGoals, type Dice, type ThrownDie } from "../../dice";
import {
  chanceRollDistribution,
  constantDistribution,
  convolve,
  goalDistribution,
  mapDistribution,
  probabilityOf,
  toDistribution,
  uniformDistribution,
  type Distribution,
} from "../../odds";
import type { SmfCharacter } from "../character";
import {
  FURTHER_HARM_CAP,
  HEROIC_CAPTURE_CHANCE_GOALS,
  INJURY_BASE_MODIFIERS,
  INJURY_GOALS_PER_BONUS,
  INJURY_OUTCOMES,
  VAMPIRE_INJURY_PENALTY,
  injuryRow,
  injuryRowForTotal,
  type InjuryOutcome,
} from "../data/injury-table";
import { injuryPreRollPool } from "../roster/check-pool";
import { isHenchmen, isImmortal, isVehicle } from "../roster/traits";
import type { InjuryRollRecord } from "./types";

/**
 * The Injury Table roll (SMF L2579–L2601): a goal roll first (every 2 goals = +1), then
 * D6 − 1 (both tracks − 2, Spectacular Death − 3), minus further harm and the Vampire's −1.
 * The exact odds below use the same plan and the same total, so the bar chart the app shows
 * before the roll matches what the roll does.
 */

export interface InjuryRollModifiers {
  /** Which tracks the character was KO'ed on. */
  track: "body" | "psyche" | "both";
  /** Combat actions of further harm; more than 2 counts as 2 (L1691, Ruling R7). */
  furtherHarm: number;
  /** KO'ed in melee by a Vampire's drain: −1, on top of the further-harm cap (L1151, Ruling R7). */
  isVampireMelee?: boolean;
  /** A hero put it down: "dead" becomes "captured" on a 2+ Chance roll (L2595). */
  isPutDownByHero?: boolean;
}

export interface InjuryRollPlan {
  preRoll: { dice: number; sources: string[] };
  /** Modifiers added to the D6 besides the goal-roll bonus, e.g. { label: "KO'ed", value: −1 }. */
  modifiers: Array<{ label: string; value: number }>;
  isCaptureOnDeath: boolean;
}

/** Why a KO'ed character makes no injury roll, or undefined when it rolls (Ruling R11). */
export function injuryRollExemption(character: SmfCharacter): "immortal" | "henchmen" | "vehicle" | undefined {
  if (isImmortal(character)) return "immortal"; // L856
  if (isHenchmen(character)) return "henchmen"; // L1901
  if (isVehicle(character)) return "vehicle"; // the book gives vehicles no injury roll (smf-data §1.5)
  return undefined;
}

/** The Weird bump Spectacular Death counts only when this battle's 2+ activation roll succeeded (L2673, L2680). */
export function hasActiveSpectacularDeath(character: SmfCharacter): boolean {
  return character.state.weirdBumpsActive === true && character.state.bumps.some((b) => b.table === "weird" && b.row === 4);
}

export function injuryRollPlan(character: SmfCharacter, modifiers: InjuryRollModifiers): InjuryRollPlan {
  if (!Number.isInteger(modifiers.furtherHarm) || modifiers.furtherHarm < 0) {
    throw new Error(`Further harm must be a whole number, 0 or more (got ${modifiers.furtherHarm})`);
  }
  const out: InjuryRollPlan["modifiers"] = [];
  // Ruling R21: Spectacular Death replaces the base; both tracks never lowers it further.
  if (hasActiveSpectacularDeath(character)) out.push({ label: "Spectacular Death", value: INJURY_BASE_MODIFIERS.spectacularDeath });
  else if (modifiers.track === "both") out.push({ label: "KO'ed on both tracks", value: INJURY_BASE_MODIFIERS.knockedOutBothTracks });
  else out.push({ label: "KO'ed", value: INJURY_BASE_MODIFIERS.knockedOut });

  const harm = Math.min(modifiers.furtherHarm, FURTHER_HARM_CAP);
  if (harm > 0) out.push({ label: "further harm", value: -harm });
  if (modifiers.isVampireMelee) out.push({ label: "Vampire", value: -VAMPIRE_INJURY_PENALTY });

  return { preRoll: injuryPreRollPool(character), modifiers: out, isCaptureOnDeath: modifiers.isPutDownByHero === true };
}

export function injuryBonusForGoals(goals: number): number {
  return Math.floor(goals / INJURY_GOALS_PER_BONUS);
}

function injuryTotal(plan: InjuryRollPlan, face: number, bonus: number): number {
  return plan.modifiers.reduce((sum, m) => sum + m.value, face) + bonus;
}

function signed(value: number): string {
  return value < 0 ? `− ${-value}` : `+ ${value}`;
}

/** The D6 part of an injury roll's line: "D6 3 − 1 (KO'ed) + 1 = 3 → Light injury". */
export function injuryD6Text(roll: Pick<InjuryRollRecord, "d6" | "modifiers" | "bonus" | "total" | "tableOutcome">): string {
  const parts = roll.modifiers.map((m) => ` ${signed(m.value)} (${m.label})`).join("");
  const totalText = roll.total < 0 ? `−${-roll.total}` : `${roll.total}`;
  return `D6 ${roll.d6.face}${parts} + ${roll.bonus} = ${totalText} → ${injuryRow(roll.tableOutcome).name}`;
}

/** The goal-roll part of an injury roll's line, with what it adds: "4D [2,4,6,5] = 3 goals → +1 to the injury roll". */
export function injuryBonusText(roll: Pick<InjuryRollRecord, "preRoll" | "bonus">): string {
  return `${roll.preRoll.summary} → +${roll.bonus} to the injury roll`;
}

export interface InjuryRollResult extends InjuryRollRecord {
  thrown: ThrownDie[];
  summary: string;
}

/**
 * Rolls one character's injury. Dice, in order: the goal roll ("injury-bonus"), the D6
 * ("injury"), and a Chance roll ("injury-capture") only when a hero's victim lands on dead.
 * Throws if the character never rolls (check `injuryRollExemption` first).
 */
export function rollInjury(character: SmfCharacter, modifiers: InjuryRollModifiers, dice: Dice): InjuryRollResult {
  const exemption = injuryRollExemption(character);
  if (exemption) throw new Error(`${character.name} makes no injury roll (${exemption})`);
  const plan = injuryRollPlan(character, modifiers);

  const preRoll = rollGoals(dice, { dice: plan.preRoll.dice }, "injury-bonus");
  const bonus = injuryBonusForGoals(preRoll.goals);
  const d6 = rollD6(dice, "injury");
  const total = injuryTotal(plan, d6.face, bonus);
  const row = injuryRowForTotal(total);

  let summary = `${preRoll.summary} → +${bonus}; ${injuryD6Text({ d6, modifiers: plan.modifiers, bonus, total, tableOutcome: row.outcome })}`;
  const thrown = [...preRoll.thrown, ...d6.thrown];

  let outcome: InjuryOutcome = row.outcome;
  let captureRoll;
  if (row.outcome === "dead" && plan.isCaptureOnDeath) {
    captureRoll = rollChance(dice, "injury-capture");
    thrown.push(...captureRoll.thrown);
    const isCaptured = captureRoll.goals >= HEROIC_CAPTURE_CHANCE_GOALS;
    if (isCaptured) outcome = "captured";
    summary += `; put down by a hero: Chance ${captureRoll.summary} → ${isCaptured ? "captured instead" : "no mercy"}`;
  }

  return {
    preRoll,
    bonus,
    d6,
    modifiers: plan.modifiers,
    total,
    tableOutcome: row.outcome,
    ...(captureRoll ? { captureRoll } : {}),
    outcome,
    thrown,
    summary,
  };
}

export interface InjuryOutcomeOdds {
  outcome: InjuryOutcome;
  name: string;
  probability: number;
}

/**
 * Exact chance of each final injury outcome, in table order (every row listed, zeros included),
 * from `goalDistribution` and a fair D6 under the same plan as `rollInjury`. Empty for characters
 * that never roll (Immortal, henchmen, vehicles).
 */
export function injuryOutcomeOdds(character: SmfCharacter, modifiers: InjuryRollModifiers): InjuryOutcomeOdds[] {
  if (injuryRollExemption(character)) return [];
  const plan = injuryRollPlan(character, modifiers);
  const bonus = mapDistribution(toDistribution(goalDistribution(plan.preRoll.dice, 0)), injuryBonusForGoals);
  return outcomeOddsForBonus(plan, bonus);
}

/**
 * The same odds once the goal roll is thrown: `bonus` is known, so only the D6 (and a hero's
 * capture roll) is left to chance. Empty for characters that never roll.
 */
export function injuryOutcomeOddsWithBonus(character: SmfCharacter, modifiers: InjuryRollModifiers, bonus: number): InjuryOutcomeOdds[] {
  if (injuryRollExemption(character)) return [];
  return outcomeOddsForBonus(injuryRollPlan(character, modifiers), constantDistribution(bonus));
}

function outcomeOddsForBonus(plan: InjuryRollPlan, bonus: Distribution<number>): InjuryOutcomeOdds[] {
  const totals = convolve(uniformDistribution(6), bonus, (face, b) => injuryTotal(plan, face, b));
  const byRow = mapDistribution(totals, (total) => injuryRowForTotal(total).outcome);

  const probabilities = new Map<InjuryOutcome, number>(INJURY_OUTCOMES.map((o) => [o, byRow.get(o) ?? 0]));
  if (plan.isCaptureOnDeath) {
    const spared = probabilityOf(toDistribution(chanceRollDistribution()), (g) => g >= HEROIC_CAPTURE_CHANCE_GOALS);
    const dead = probabilities.get("dead")!;
    probabilities.set("dead", dead * (1 - spared));
    probabilities.set("captured", probabilities.get("captured")! + dead * spared);
  }
  return INJURY_OUTCOMES.map((outcome) => ({ outcome, name: injuryRow(outcome).name, probability: probabilities.get(outcome)! }));
}

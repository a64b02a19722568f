/**
 * The numbers of the chapter's actions and maneuvers (L395–L557), as small pure helpers the
 * screens can show beside a roll: bonuses from degrees, attack penalties, trade-offs and the
 * conditions a result imposes. The rolls themselves are ordinary checks and attacks.
 */
import type { Degree } from "./check";

/** Aid: a check against DC 10; success gives an ally +2, three or more degrees +5 (L397). */
export const AID_DC = 10;
export function aidBonus(result: Degree): 0 | 2 | 5 {
  if (result.outcome === "failure") return 0;
  return result.degrees >= 3 ? 5 : 2;
}

/** Team attack: the other hits' degrees combined; one or two give +2 to the main attack's rank, three or more +5 (L557). */
export function teamAttackBonus(otherDegrees: number): 0 | 2 | 5 {
  if (otherDegrees >= 3) return 5;
  return otherDegrees >= 1 ? 2 : 0;
}

/** Attacks that may combine must be within 5 ranks of each other (L553). */
export function canCombineTeamAttack(ranks: readonly number[]): boolean {
  return ranks.length > 0 && Math.max(...ranks) - Math.min(...ranks) <= 5;
}

/** Aim: +5 for a close attack or a ranged one at close range, +2 further off; vulnerable while aiming (L401–L403). */
export function aimBonus(closeRange: boolean): 2 | 5 {
  return closeRange ? 5 : 2;
}

/** Attack penalties of actions (L413, L441, L487, L495). */
export const ACTION_ATTACK_PENALTY = { charge: -2, "disarm-close": -2, "disarm-ranged": -5, "smash-held": -5, trip: -2 } as const;

/** Demoralize: impaired on a success, disabled with four or more degrees, until the end of the attacker's next round (L519). */
export function demoralizeCondition(result: Degree): "impaired" | "disabled" | null {
  if (result.outcome === "failure") return null;
  return result.degrees >= 4 ? "disabled" : "impaired";
}

/** Grab: the target restrained at one degree, bound at two or more; degrees of later grabs add up (L457). */
export function grabCondition(totalDegrees: number): "restrained" | "bound" | null {
  if (totalDegrees >= 2) return "bound";
  return totalDegrees === 1 ? "restrained" : null;
}

/**
 * Accurate, All-out, Defensive and Power attacks move up to 2 points between attack and effect or
 * defences (L505–L533): the amount is capped at 2, never takes the lowered number below 0 and never
 * more than doubles the raised one.
 */
export function tradeOff(amount: number, lowered: number, raised: number): number {
  return Math.max(0, Math.min(2, Math.floor(amount), lowered, Math.max(0, raised)));
}

/** Slam: damage is the speed rank or the damage rank + 1, whichever is higher, +1 after a full-speed move; the attacker resists half, rounded down (L537–L541). */
export function slamDamage(speedRank: number, damageRank: number, fullSpeed: boolean): { target: number; self: number } {
  const target = Math.max(speedRank, damageRank + 1) + (fullSpeed ? 1 : 0);
  return { target, self: Math.floor(target / 2) };
}

/** Defend: every roll of 10 or less counts 10 more on the opposed defence checks (L429). */
export function defendRoll(face: number): number {
  return face <= 10 ? face + 10 : face;
}

/** Standing from prone as a free action needs DC 20 Acrobatics (L491); running faster DC 15 Athletics (L43). */
export const STAND_FREE_DC = 20;
export const RUN_FASTER_DC = 15;

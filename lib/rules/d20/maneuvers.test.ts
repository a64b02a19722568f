import { describe, expect, test } from "vitest";
import { applyDamageResult, killMinion, UNHURT } from "./damage";
import {
  ACTION_ATTACK_PENALTY,
  aidBonus,
  aimBonus,
  canCombineTeamAttack,
  defendRoll,
  demoralizeCondition,
  grabCondition,
  slamDamage,
  teamAttackBonus,
  tradeOff,
} from "./maneuvers";

const win = (degrees: number) => ({ outcome: "success" as const, degrees });
const lose = (degrees: number) => ({ outcome: "failure" as const, degrees });

describe("actions and maneuvers (L395–L557)", () => {
  test("Aid: +2, or +5 from three degrees (L397)", () => {
    expect([lose(1), win(1), win(2), win(3)].map(aidBonus)).toEqual([0, 2, 2, 5]);
  });

  test("team attack: +2 from one degree, +5 from three; ranks within 5 (L553–L557)", () => {
    expect([0, 1, 2, 3, 6].map(teamAttackBonus)).toEqual([0, 2, 2, 5, 5]);
    expect(canCombineTeamAttack([8, 10, 13])).toBe(true);
    expect(canCombineTeamAttack([7, 13])).toBe(false);
  });

  test("Aim and the attack penalties of actions", () => {
    expect([aimBonus(true), aimBonus(false)]).toEqual([5, 2]);
    expect(ACTION_ATTACK_PENALTY).toEqual({ charge: -2, "disarm-close": -2, "disarm-ranged": -5, "smash-held": -5, trip: -2 });
  });

  test("Demoralize and Grab impose their conditions by degree (L457, L519)", () => {
    expect([lose(1), win(1), win(3), win(4)].map(demoralizeCondition)).toEqual([null, "impaired", "impaired", "disabled"]);
    expect([0, 1, 2, 3].map(grabCondition)).toEqual([null, "restrained", "bound", "bound"]);
  });

  test("trade-offs are capped at 2, never below 0, never more than double (L507–L533)", () => {
    expect(tradeOff(2, 10, 8)).toBe(2);
    expect(tradeOff(5, 10, 8)).toBe(2);
    expect(tradeOff(2, 1, 8)).toBe(1);
    expect(tradeOff(2, 10, 1)).toBe(1);
  });

  test("slam: the better of speed or damage + 1, +1 at full speed; the attacker resists half (L537–L543)", () => {
    expect(slamDamage(10, 2, true)).toEqual({ target: 11, self: 5 });
    expect(slamDamage(3, 6, false)).toEqual({ target: 7, self: 3 });
  });

  test("Defend adds 10 to a roll of 10 or less (L429)", () => {
    expect([1, 10, 11, 20].map(defendRoll)).toEqual([11, 20, 11, 20]);
  });

  test("a finishing attack with intent to kill and three degrees of failure kills (L529); a minion can be killed by intent (L573)", () => {
    expect(applyDamageResult(UNHURT, lose(3), { killingFinish: true }).track.state).toBe("dead");
    expect(applyDamageResult(UNHURT, lose(2), { killingFinish: true }).track).toMatchObject({ state: "active", dazed: true });
    expect(killMinion(UNHURT).track.state).toBe("dead");
  });
});

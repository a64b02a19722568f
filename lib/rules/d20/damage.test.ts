import { describe, expect, test } from "vitest";
import { scriptedDice } from "../dice";
import {
  applyDamageResult,
  applyObjectDamage,
  damageCheckFromFace,
  damageDc,
  deviceToughness,
  INTACT,
  materialToughness,
  MATERIAL_TOUGHNESS,
  rollDamageCheck,
  thicknessSteps,
  UNHURT,
  type DamageTrack,
} from "./damage";
import { d20Settings } from "./settings";

const fail = (degrees: number) => ({ outcome: "failure" as const, degrees });

describe("the damage ladder (L258–L272)", () => {
  test("a success has no effect", () => {
    expect(applyDamageResult(UNHURT, { outcome: "success", degrees: 2 })).toEqual({ track: UNHURT, effects: [] });
  });

  test("one degree: −1 to further damage checks (L262)", () => {
    expect(applyDamageResult(UNHURT, fail(1)).track).toEqual({ penalty: 1, dazed: false, staggered: false, state: "active" });
  });

  test("two degrees: dazed and −1 (L264)", () => {
    expect(applyDamageResult(UNHURT, fail(2)).track).toEqual({ penalty: 1, dazed: true, staggered: false, state: "active" });
  });

  test("three degrees: staggered and −1 (L266)", () => {
    expect(applyDamageResult(UNHURT, fail(3)).track).toEqual({ penalty: 1, dazed: false, staggered: true, state: "active" });
  });

  test("four degrees, or more: incapacitated (L268)", () => {
    expect(applyDamageResult(UNHURT, fail(4)).track.state).toBe("incapacitated");
    expect(applyDamageResult(UNHURT, fail(7)).track.state).toBe("incapacitated");
  });

  test("penalties stack: three single failures are −3 (L270)", () => {
    let track = UNHURT;
    for (let i = 0; i < 3; i++) track = applyDamageResult(track, fail(1)).track;
    expect(track.penalty).toBe(3);
  });

  test("staggered twice is the fourth degree (L266)", () => {
    const once = applyDamageResult(UNHURT, fail(3)).track;
    const twice = applyDamageResult(once, fail(3));
    expect(twice.track.state).toBe("incapacitated");
    expect(twice.effects).toEqual(["staggered again: fourth degree", "incapacitated"]);
  });

  test("incapacitated then fails: dying; dying then fails: dead (L272, D20-R7)", () => {
    const down: DamageTrack = { ...UNHURT, state: "incapacitated" };
    const dying = applyDamageResult(down, fail(1)).track;
    expect(dying.state).toBe("dying");
    expect(applyDamageResult(dying, fail(1)).track.state).toBe("dead");
    expect(applyDamageResult(down, { outcome: "success", degrees: 1 }).track.state).toBe("incapacitated");
  });

  test("a minion that fails at all takes the worst degree (L351)", () => {
    const step = applyDamageResult(UNHURT, fail(1), { minion: true });
    expect(step.track.state).toBe("incapacitated");
    expect(step.effects[0]).toBe("minion: worst degree");
  });

  test("a minion hit by an Increased Effect critical takes the worst degree with no die (L242)", () => {
    const dice = scriptedDice([]);
    const result = rollDamageCheck(dice, { toughness: 20, damageRank: 1, track: UNHURT, minion: true, increasedEffect: true }, "toughness");
    expect(result.check).toBeNull();
    expect(result.track.state).toBe("incapacitated");
  });

  test("the check: Toughness less the penalty against rank + 15 (+5 for Increased Effect)", () => {
    expect(damageDc(8)).toBe(23);
    expect(damageDc(8, true)).toBe(28);
    const hurt: DamageTrack = { ...UNHURT, penalty: 2 };
    // d20 10 + 8 − 2 = 16 vs 23: 2 degrees of failure → dazed
    const result = damageCheckFromFace(10, { toughness: 8, damageRank: 8, track: hurt }, "toughness");
    expect(result.check?.total).toBe(16);
    expect(result.track).toEqual({ penalty: 3, dazed: true, staggered: false, state: "active" });
    expect(result.check?.thrown).toHaveLength(1);
  });
});

describe("objects (L282–L288)", () => {
  test("with intent to break: two degrees break it, three or more destroy it", () => {
    expect(applyObjectDamage(INTACT, fail(2), { intentToBreak: true }).object.state).toBe("broken");
    expect(applyObjectDamage(INTACT, fail(3), { intentToBreak: true }).object.state).toBe("destroyed");
    expect(applyObjectDamage(INTACT, fail(1), { intentToBreak: true }).object).toEqual({ penalty: 1, state: "intact" });
  });

  test("dazed and staggered mean nothing to an object; without intent only the −1 (D20-R6)", () => {
    expect(applyObjectDamage(INTACT, fail(3), { intentToBreak: false }).object).toEqual({ penalty: 1, state: "intact" });
    expect(applyObjectDamage(INTACT, fail(3), { intentToBreak: false }, d20Settings({ objectsTakePenalties: false })).object).toEqual(INTACT);
  });
});

describe("material and device Toughness (L290–L305)", () => {
  test("the table's twelve materials", () => {
    expect(MATERIAL_TOUGHNESS.map((m) => [m.material, m.toughness])).toEqual([
      ["paper", 0],
      ["soil", 0],
      ["glass", 1],
      ["ice", 1],
      ["rope", 1],
      ["wood", 3],
      ["stone", 5],
      ["iron", 7],
      ["reinforced concrete", 8],
      ["steel", 9],
      ["titanium", 15],
      ["super-alloys", 20],
    ]);
  });

  test("+1 per doubling, −1 per halving; a foot of stone is 8 (L290, D20-R8)", () => {
    expect(materialToughness("stone", 12)).toBe(8);
    expect(materialToughness("steel", 2)).toBe(10);
    expect(materialToughness("steel", 0.5)).toBe(8);
    expect(materialToughness("wood")).toBe(3);
    expect([1, 1.9, 2, 3.99, 4, 0.75, 0.25].map(thicknessSteps)).toEqual([0, 0, 1, 1, 2, -1, -2]);
  });

  test("a device: points ÷ 5 rounded down, at least 1", () => {
    expect([0, 4, 5, 14, 15, 52].map(deviceToughness)).toEqual([1, 1, 1, 2, 3, 10]);
  });
});

import { describe, expect, test } from "vitest";
import { scriptedDice } from "../../dice";
import type { CheckSpec } from "./check-spec";
import { fraction, fractionText, type Fraction } from "./fraction";
import { causeFearChance, checkOdds, knockbackInches, throwCheck, type ThrowCheckOptions } from "./throw-check";

function spec(partial: Partial<CheckSpec>): CheckSpec {
  return { rollType: "hand-to-hand-attack", sides: 6, modifier: 0, parts: [], target: 5, rollsTwice: false, causeFear: false, hasKnockback: false, ...partial };
}

/** Every face sequence long enough for the roll, each equally likely: the exact chances by brute force. */
function enumerate(s: CheckSpec, options: ThrowCheckOptions) {
  const length = (s.rollsTwice ? 2 : 1) * (options.useInspiration ? 2 : 1);
  const total = s.sides ** length;
  let success = 0;
  let feared = 0;
  const knockback = new Map<number, number>();
  for (let n = 0; n < total; n++) {
    const faces: number[] = [];
    for (let i = 0, rest = n; i < length; i++, rest = Math.floor(rest / s.sides)) faces.push((rest % s.sides) + 1);
    const roll = throwCheck(s, scriptedDice(faces, s.sides), options);
    if (roll.isSuccess) success++;
    if (roll.isFeared) feared++;
    if (roll.knockbackInches > 0) knockback.set(roll.knockbackInches, (knockback.get(roll.knockbackInches) ?? 0) + 1);
  }
  return {
    success: fractionText(fraction(success, total)),
    feared: fractionText(fraction(feared, total)),
    knockback: [...knockback.entries()].sort(([a], [b]) => a - b).map(([inches, count]) => ({ inches, chance: fractionText(fraction(count, total)) })),
  };
}

function asText(odds: { success: Fraction; feared: Fraction; knockback: Array<{ inches: number; chance: Fraction }> }) {
  return { success: fractionText(odds.success), feared: fractionText(odds.feared), knockback: odds.knockback.map((k) => ({ inches: k.inches, chance: fractionText(k.chance) })) };
}

describe("throwCheck (one die, flat modifiers: VSGMR L117, L279)", () => {
  test("a hit: d6+1 [4] = 5 vs 5+", () => {
    const dice = scriptedDice([4]);
    const roll = throwCheck(spec({ modifier: 1 }), dice);
    dice.assertExhausted();
    expect(roll).toMatchObject({ isSuccess: true, isFeared: false, hasUsedInspiration: false, knockbackInches: 0, summary: "d6+1 [4] = 5 vs 5+: success" });
    expect(roll.thrown).toEqual([{ sides: 6, face: 4, purpose: "vsgmr-hand-to-hand-attack", status: "kept" }]);
  });

  test("no face succeeds on its own: a 6 does not reach 7+ (VS-R9, L231)", () => {
    expect(throwCheck(spec({ target: 7, rollType: "distance-attack" }), scriptedDice([6])).isSuccess).toBe(false);
    expect(throwCheck(spec({ target: 7, modifier: 1, rollType: "distance-attack" }), scriptedDice([6])).isSuccess).toBe(true);
  });

  test("Ignores Armor: two armour rolls, failing either fails (L187)", () => {
    const s = spec({ rollType: "armour", rollsTwice: true, target: 5 });
    expect(throwCheck(s, scriptedDice([5, 6])).isSuccess).toBe(true);
    const roll = throwCheck(s, scriptedDice([6, 4]));
    expect(roll.isSuccess).toBe(false);
    expect(roll.summary).toBe("d6 [6, 4] = 6, 4 vs 5+ (two rolls, both must pass): failure");
  });

  test("Inspiration re-rolls a failed roll once, both dice of a pair, and the re-roll stands (L199, VS-R13)", () => {
    const dice = scriptedDice([2, 6, 6, 6]);
    const roll = throwCheck(spec({ rollType: "armour", rollsTwice: true }), dice, { useInspiration: true });
    dice.assertExhausted();
    expect(roll.isSuccess).toBe(true);
    expect(roll.hasUsedInspiration).toBe(true);
    expect(roll.thrown.map((d) => [d.face, d.status])).toEqual([
      [2, "rerolled"],
      [6, "rerolled"],
      [6, "kept"],
      [6, "kept"],
    ]);
    expect(roll.summary).toBe("d6 [2, 6] = 2, 6 vs 5+ (two rolls, both must pass): failure; Inspiration re-roll [6, 6] = 6, 6: success");
    const unused = scriptedDice([5, 1]);
    expect(throwCheck(spec({}), unused, { useInspiration: true }).hasUsedInspiration).toBe(false);
    expect(unused.remaining()).toBe(1);
  });

  test("Cause Fear: a natural 1 or 2 fails and flees, whatever the modifiers, on a d8 too (L151, VS-R10)", () => {
    expect(throwCheck(spec({ causeFear: true, modifier: 4 }), scriptedDice([2])).isFeared).toBe(true);
    expect(throwCheck(spec({ causeFear: true, sides: 8, modifier: 4 }), scriptedDice([1], 8)).summary).toBe("d8+4 [1] = 5 vs 5+: feared");
    expect(throwCheck(spec({ causeFear: true, modifier: 4 }), scriptedDice([3])).isSuccess).toBe(true);
  });

  test.each([
    { face: 7, inches: 0 },
    { face: 8, inches: 3 },
    { face: 9, inches: 6 },
    { face: 10, inches: 9 },
    { face: 12, inches: 15 },
  ])('knockback from a natural $face: $inches" (L311)', ({ face, inches }) => {
    expect(knockbackInches(face)).toBe(inches);
    const roll = throwCheck(spec({ sides: 12, hasKnockback: true, target: 5 }), scriptedDice([face], 12));
    expect(roll.knockbackInches).toBe(inches);
  });

  test("the summary says how far a saving target flies", () => {
    expect(throwCheck(spec({ sides: 8, modifier: 2, hasKnockback: true }), scriptedDice([8], 8)).summary).toBe('d8+2 [8] = 10 vs 5+: success, knockback 3" if it saves');
  });

  test("no knockback from a miss, nor from a modified 8 on a d6 (VS-R11)", () => {
    expect(throwCheck(spec({ sides: 8, hasKnockback: true, target: 10 }), scriptedDice([8], 8)).knockbackInches).toBe(0);
    expect(throwCheck(spec({ sides: 6, modifier: 3, hasKnockback: true }), scriptedDice([6])).knockbackInches).toBe(0);
  });
});

describe("checkOdds agrees with enumerating every face", () => {
  const cases: Array<{ label: string; spec: CheckSpec; options: ThrowCheckOptions; success: string }> = [
    { label: "d6 vs 5+", spec: spec({}), options: {}, success: "1/3" },
    { label: "d6+1 vs 5+", spec: spec({ modifier: 1 }), options: {}, success: "1/2" },
    { label: "d6−1 vs 5+ (mook)", spec: spec({ modifier: -1 }), options: {}, success: "1/6" },
    { label: "d6 vs 7+ (Stealth in cover)", spec: spec({ target: 7, rollType: "distance-attack" }), options: {}, success: "0/1" },
    { label: "d8 vs 5+", spec: spec({ sides: 8 }), options: {}, success: "1/2" },
    { label: "d10+2 vs 5+", spec: spec({ sides: 10, modifier: 2 }), options: {}, success: "4/5" },
    { label: "d12 vs 5+", spec: spec({ sides: 12 }), options: {}, success: "2/3" },
    { label: "armour twice, d6 vs 5+ (Ignores Armor)", spec: spec({ rollType: "armour", rollsTwice: true }), options: {}, success: "1/9" },
    { label: "d6 vs 5+ with Inspiration", spec: spec({}), options: { useInspiration: true }, success: "5/9" },
    { label: "armour twice with Inspiration", spec: spec({ rollType: "armour", rollsTwice: true }), options: { useInspiration: true }, success: "17/81" },
    { label: "d6+3 vs 5+ against Cause Fear", spec: spec({ modifier: 3, causeFear: true }), options: {}, success: "2/3" },
    { label: "d6+3 vs 5+ against Cause Fear with Inspiration", spec: spec({ modifier: 3, causeFear: true }), options: { useInspiration: true }, success: "8/9" },
    { label: "d12 Super-Fight vs 5+, knockback", spec: spec({ sides: 12, hasKnockback: true }), options: {}, success: "2/3" },
    {
      label: "d10 Super-Blast vs 9+ against Cause Fear with Inspiration",
      spec: spec({ sides: 10, target: 9, hasKnockback: true, causeFear: true, rollType: "distance-attack" }),
      options: { useInspiration: true },
      success: "9/25",
    },
  ];
  test.each(cases)("$label: $success", ({ spec: s, options, success }) => {
    const exact = asText(checkOdds(s, options));
    expect(exact).toEqual(enumerate(s, options));
    expect(exact.success).toBe(success);
  });
});

describe("Cause Fear on its own (L151)", () => {
  test.each([
    { sides: 6, chance: "1/3" },
    { sides: 8, chance: "1/4" },
    { sides: 10, chance: "1/5" },
    { sides: 12, chance: "1/6" },
  ])("a d$sides attacker flees with chance $chance, as every face says", ({ sides, chance }) => {
    const feared = Array.from({ length: sides }, (_, i) => i + 1).filter(
      (face) => throwCheck(spec({ sides, causeFear: true, modifier: 5 }), scriptedDice([face], sides)).isFeared,
    ).length;
    expect(fractionText(causeFearChance(sides))).toBe(chance);
    expect(causeFearChance(sides)).toEqual(fraction(feared, sides));
  });
});

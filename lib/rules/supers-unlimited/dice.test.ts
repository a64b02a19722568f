import { describe, expect, test } from "vitest";
import { scriptedDice, seededDice } from "../dice";
import { combatTarget, d5OfFace, DEFAULT_SU_DICE_SETTINGS, isFaceSuccess, rerollTraitDice, rollD5, rollTrait, type DieModifier, type TraitRoll, type TraitRollInput } from "./dice";

const NO_EXPLODE = { powExplodes: false, extraDiceExplode: false };

function roll(faces: number[], input: TraitRollInput, settings = DEFAULT_SU_DICE_SETTINGS): TraitRoll {
  const dice = scriptedDice(faces, 10);
  const result = rollTrait(dice, input, "test", settings);
  if (!result.ok) throw new Error(result.error.message);
  dice.assertExhausted();
  return result.roll;
}

const action = (traitDice: number, target: number, extra: Partial<TraitRollInput> = {}): TraitRollInput => ({ kind: "action", traitDice, target, ...extra });

describe("one die's Success (SU L171–L173)", () => {
  test.each([
    { label: "equal to the target succeeds", face: 6, mod: 0, target: 6, ok: true },
    { label: "one below fails", face: 5, mod: 0, target: 6, ok: false },
    { label: "a modifier lifts it (L169)", face: 5, mod: 1, target: 6, ok: true },
    { label: "a natural 10 succeeds even against 15", face: 10, mod: 0, target: 15, ok: true },
    { label: "a natural 10 succeeds even at −5", face: 10, mod: -5, target: 6, ok: true },
    { label: "a natural 1 fails even at +9 vs 2", face: 1, mod: 9, target: 2, ok: false },
    { label: "a 9 cannot reach 12 without help", face: 9, mod: 2, target: 12, ok: false },
  ])("$label", ({ face, mod, target, ok }) => {
    expect(isFaceSuccess(face, mod, target)).toBe(ok);
  });
});

describe("combat target: Power + matching Resistance (SU L167, L718)", () => {
  test("adds Power, Resistance and a Resistance bonus", () => {
    expect(combatTarget({ power: 5, resistance: 1 })).toBe(6);
    expect(combatTarget({ power: 5, resistance: 1, resistanceBonus: 3 })).toBe(9);
  });
  test("a Building's Resistance stands in for Power (L722)", () => {
    expect(combatTarget({ power: 0, resistance: 6 })).toBe(6);
  });
});

describe("rollTrait", () => {
  test("counts Successes and POWs; no POW, no extra die", () => {
    const r = roll([6, 5, 1], action(3, 6), NO_EXPLODE);
    expect(r.successes).toBe(1);
    expect(r.pows).toBe(0);
    expect(r.isSuccess).toBe(true);
    expect(r.thrown.map((d) => [d.face, d.isSuccess, d.status])).toEqual([
      [6, true, "kept"],
      [5, false, "kept"],
      [1, false, "kept"],
    ]);
    expect(r.summary).toBe("Action roll 3D10 vs 6: [6,5,1] = 1 success");
  });

  test("no Success is a Failure (L171)", () => {
    expect(roll([2, 3], action(2, 8)).isSuccess).toBe(false);
  });

  test("a POW throws an extra die that can succeed too (L183, SU-R2)", () => {
    const r = roll([10, 3, 7], action(2, 7));
    expect(r.thrown.map((d) => d.origin)).toEqual(["trait", "trait", "pow-extra"]);
    expect(r.thrown[2]).toMatchObject({ face: 7, extraFor: 0, isSuccess: true });
    expect(r.successes).toBe(2);
    expect(r.pows).toBe(1);
    expect(r.summary).toBe("Action roll 2D10 vs 7: [10,3] + POW extra [7] = 2 successes (1 POW)");
  });

  test("extra dice chain on further 10s (SU-R3), breadth first", () => {
    const r = roll([10, 10, 10, 2, 4], action(2, 9));
    expect(r.thrown.map((d) => [d.origin, d.extraFor])).toEqual([
      ["trait", undefined],
      ["trait", undefined],
      ["pow-extra", 0],
      ["pow-extra", 1],
      ["pow-extra", 2],
    ]);
    expect(r.successes).toBe(3);
    expect(r.pows).toBe(3);
  });

  test("with extraDiceExplode off, an extra 10 is a POW but throws nothing more", () => {
    const r = roll([10, 10], action(1, 9), { powExplodes: true, extraDiceExplode: false });
    expect(r.thrown).toHaveLength(2);
    expect(r.pows).toBe(2);
  });

  test("with powExplodes off, a POW throws no extra die", () => {
    expect(roll([10], action(1, 9), NO_EXPLODE).thrown).toHaveLength(1);
  });

  test("a plain XD10 roll counts POWs but throws no extra die and ignores modifiers (L177, L1143, SU-R4)", () => {
    const r = roll([10, 5], { kind: "plain", traitDice: 2, target: 6, modifiers: [{ source: "Cover", value: 1, isCombatBonus: false }] });
    expect(r.thrown).toHaveLength(2);
    expect(r.modifier).toBe(0);
    expect(r.successes).toBe(1);
    expect(r.pows).toBe(1);
  });

  const mods: DieModifier[] = [
    { source: "Called Shot", value: 1, isCombatBonus: true },
    { source: "Weaken", value: -1, isCombatBonus: false },
    { source: "Weakness", value: 3, isCombatBonus: true },
  ];
  test.each([
    { label: "a Combat Roll takes Combat Bonuses (L169)", kind: "combat" as const, modifier: 3, ignored: [] as string[] },
    { label: "an Action Roll takes none (L169)", kind: "action" as const, modifier: -1, ignored: ["Called Shot", "Weakness"] },
    { label: "an Attack on a Building takes none (L726)", kind: "combat-vs-building" as const, modifier: -1, ignored: ["Called Shot", "Weakness"] },
  ])("$label", ({ kind, modifier, ignored }) => {
    const r = roll([5], { kind, traitDice: 1, target: 8, modifiers: mods });
    expect(r.modifier).toBe(modifier);
    expect(r.ignoredModifiers.map((m) => m.source)).toEqual(ignored);
    expect(r.thrown[0]!.total).toBe(5 + modifier);
    expect(r.successes).toBe(5 + modifier >= 8 ? 1 : 0);
  });

  test("bonus dice and Power Up add D10s (L565, L776)", () => {
    const r = roll([2, 3, 4, 8], action(2, 8, { bonusDice: 1, powerUp: true, isSuper: true }));
    expect(r.poolSize).toBe(4);
    expect(r.thrown.map((d) => d.origin)).toEqual(["trait", "trait", "bonus", "power-up"]);
    expect(r.successes).toBe(1);
  });

  test.each([
    { label: "a Henchman cannot Power Up (L565)", input: action(2, 6, { powerUp: true, isSuper: false }), code: "power-up-not-super" },
    { label: "a KO'ed Super cannot Power Up (L447, SU-R5)", input: action(2, 6, { powerUp: true, isSuper: true, isKoed: true }), code: "power-up-while-koed" },
    { label: "a plain roll has no Power Up", input: { kind: "plain" as const, traitDice: 2, target: 6, powerUp: true, isSuper: true }, code: "power-up-plain-roll" },
  ])("$label", ({ input, code }) => {
    const dice = scriptedDice([], 10);
    const result = rollTrait(dice, input, "test");
    expect(result).toMatchObject({ ok: false, error: { code } });
  });
});

describe("rerollTraitDice (SU L189)", () => {
  function reroll(r: TraitRoll, faces: number[], source: string, dieIndices: number[]): TraitRoll {
    const dice = scriptedDice(faces, 10);
    const result = rerollTraitDice(dice, r, { source, dieIndices });
    if (!result.ok) throw new Error(result.error.message);
    dice.assertExhausted();
    return result.roll;
  }

  test("re-rolls the chosen dice, records the source on both dice", () => {
    const first = roll([2, 7, 3], action(3, 6));
    const r = reroll(first, [6, 1], "Specialty", [0, 2]);
    expect(r.thrown.map((d) => [d.face, d.status, d.rerolledBy, d.rerollSource, d.replaces])).toEqual([
      [2, "rerolled", "Specialty", undefined, undefined],
      [7, "kept", undefined, undefined, undefined],
      [3, "rerolled", "Specialty", undefined, undefined],
      [6, "kept", undefined, "Specialty", 0],
      [1, "kept", undefined, "Specialty", 2],
    ]);
    expect(r.successes).toBe(2);
    expect(r.rerolls).toEqual([{ source: "Specialty", rerolled: [0, 2] }]);
    expect(r.summary).toBe("Action roll 3D10 vs 6: [2,7,3] + re-roll (Specialty) 2→6, 3→1 = 2 successes");
    expect(first.thrown).toHaveLength(3);
  });

  test("a source re-rolls once per roll; another source may re-roll the replacement", () => {
    const first = roll([2], action(1, 6));
    const once = reroll(first, [3], "Mastery", [0]);
    const again = rerollTraitDice(scriptedDice([9], 10), once, { source: "Mastery", dieIndices: [1] });
    expect(again).toMatchObject({ ok: false, error: { code: "reroll-source-used" } });
    const other = reroll(once, [9], "Specialty", [1]);
    expect(other.thrown.map((d) => d.status)).toEqual(["rerolled", "rerolled", "kept"]);
    expect(other.successes).toBe(1);
  });

  test("a re-rolled replacement that is a POW throws its extra die", () => {
    const r = reroll(roll([2], action(1, 6)), [10, 8], "Precision", [0]);
    expect(r.thrown.map((d) => d.origin)).toEqual(["trait", "reroll", "pow-extra"]);
    expect(r.successes).toBe(2);
  });

  test("re-rolling a POW discards the extra dice it threw (SU-R6)", () => {
    const first = roll([10, 10, 4], action(1, 6));
    const r = reroll(first, [3], "Mastery", [0]);
    expect(r.thrown.map((d) => d.status)).toEqual(["rerolled", "discarded", "discarded", "kept"]);
    expect(r.successes).toBe(0);
    expect(r.pows).toBe(0);
  });

  test.each([
    { label: "no dice picked", indices: [] as number[], code: "reroll-no-dice" },
    { label: "a die that is not there", indices: [5], code: "reroll-unknown-die" },
    { label: "the same die twice", indices: [1, 1], code: "reroll-die-twice" },
    { label: "a die already re-rolled", indices: [0], code: "reroll-die-not-kept" },
  ])("refuses $label", ({ indices, code }) => {
    const once = reroll(roll([2, 5], action(2, 6)), [4], "A", [0]);
    expect(rerollTraitDice(scriptedDice([], 10), once, { source: "B", dieIndices: indices })).toMatchObject({ ok: false, error: { code } });
  });
});

describe("D5 (SU L161)", () => {
  test.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 2],
    [9, 5],
    [10, 5],
  ])("D10 %i reads as %i", (face, value) => {
    expect(d5OfFace(face)).toBe(value);
  });
  test("rolls and records each D10", () => {
    const r = rollD5(scriptedDice([3, 10], 10), "stun", 2);
    expect(r.value).toBe(7);
    expect(r.thrown.map((d) => d.sides)).toEqual([10, 10]);
    expect(r.summary).toBe("2D5 [3→2,10→5] = 7");
  });
});

describe("replay from the stored faces", () => {
  test("a roll and its re-rolls thrown again from `thrown` give the same record", () => {
    const live = seededDice(7);
    const first = rollTrait(live, { kind: "combat", traitDice: 6, target: 6, powerUp: true, isSuper: true }, "attack");
    if (!first.ok) throw new Error(first.error.message);
    const rerolled = rerollTraitDice(live, first.roll, { source: "Precision", dieIndices: [0, 1] });
    if (!rerolled.ok) throw new Error(rerolled.error.message);

    const script = scriptedDice(
      rerolled.roll.thrown.map((d) => d.face),
      10,
    );
    const again = rollTrait(script, { kind: "combat", traitDice: 6, target: 6, powerUp: true, isSuper: true }, "attack");
    if (!again.ok) throw new Error(again.error.message);
    const againRerolled = rerollTraitDice(script, again.roll, { source: "Precision", dieIndices: [0, 1] });
    script.assertExhausted();
    expect(againRerolled).toEqual(rerolled);
  });
});

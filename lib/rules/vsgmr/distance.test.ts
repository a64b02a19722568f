import { describe, expect, test } from "vitest";
import { DEFAULT_SCALE_ID, SCALE_IDS, SCALES, scaleById, type ScaleId } from "./data/scale";
import { distanceInScale, formatDistance, formatInches, type RulesDistance } from "./distance";

describe("scale table (VSGMR L57–L64)", () => {
  test.each<{ id: ScaleId; move: number; attack: number; space: number[]; line: number }>([
    { id: "4.7mm", move: 12, attack: 24, space: [0.5], line: 58 },
    { id: "15mm", move: 12, attack: 24, space: [0.5], line: 59 },
    { id: "25-32mm", move: 6, attack: 12, space: [1, 1.5], line: 60 },
    { id: "54mm", move: 3, attack: 6, space: [2], line: 61 },
    { id: "90mm", move: 2, attack: 4, space: [3], line: 62 },
    { id: "180mm", move: 2, attack: 4, space: [3], line: 63 },
    { id: "300mm", move: 1, attack: 2, space: [6], line: 64 },
  ])('$id: Move Unit $move", Distance Attack Unit $attack" (L$line)', ({ id, move, attack, space, line }) => {
    expect(scaleById(id)).toMatchObject({ moveUnitInches: move, distanceAttackUnitInches: attack, spaceInches: space, line });
  });

  test("every size in order, the Distance Attack Unit always twice the Move Unit, 25–32 mm the default (L49)", () => {
    expect(SCALES.map((s) => s.id)).toEqual([...SCALE_IDS]);
    for (const s of SCALES) expect(s.distanceAttackUnitInches).toBe(2 * s.moveUnitInches);
    expect(DEFAULT_SCALE_ID).toBe("25-32mm");
    expect(() => scaleById("1:72" as ScaleId)).toThrow(/Unknown/);
  });
});

describe("distances in the chosen scale (VS-R17)", () => {
  test.each<{ label: string; distance: RulesDistance; scale: ScaleId; text: string }>([
    { label: "1 Move Unit at the book's size", distance: { moveUnits: 1 }, scale: "25-32mm", text: '6"' },
    { label: "2 Move Units at 54 mm (Basic Game set-up, L623)", distance: { moveUnits: 2 }, scale: "54mm", text: '6"' },
    { label: "½ Move Unit at 300 mm", distance: { moveUnits: 0.5 }, scale: "300mm", text: '½"' },
    { label: "Sniper's doubled Distance Attack Unit at 15 mm (L225)", distance: { distanceAttackUnits: 2 }, scale: "15mm", text: '48"' },
    { label: "Bodyguard's 3\" at the book's size", distance: { inches: 3 }, scale: "25-32mm", text: '3"' },
    { label: "Bodyguard's 3\" at 54 mm", distance: { inches: 3 }, scale: "54mm", text: '1½"' },
    { label: 'Super-Move cavalry 5" at 90 mm', distance: { inches: 5 }, scale: "90mm", text: '1⅔"' },
    { label: 'Knockback 3" at 300 mm', distance: { inches: 3 }, scale: "300mm", text: '½"' },
    { label: '1" at 300 mm', distance: { inches: 1 }, scale: "300mm", text: '⅙"' },
    { label: '3" at 4.7 mm', distance: { inches: 3 }, scale: "4.7mm", text: '6"' },
  ])("$label → $text", ({ distance, scale, text }) => {
    expect(formatDistance(distance, scale)).toBe(text);
  });

  test("lengths are exact fractions", () => {
    expect(distanceInScale({ inches: 5 }, "90mm")).toEqual({ numerator: 5, denominator: 3 });
    expect(formatInches({ numerator: 25, denominator: 12 })).toBe('2 1/12"');
    expect(() => distanceInScale({ inches: 0.3 })).toThrow(/half inches/);
  });
});

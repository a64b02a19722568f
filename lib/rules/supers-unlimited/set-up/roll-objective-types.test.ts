import { describe, expect, test } from "vitest";
import { scriptedDice } from "../../dice";
import { choosePrize, rollPrize, rollQuestMarkers } from "./roll-objective-types";
import { plasmaXMarkersFor, rollPlasmaXBenefit, rollPlasmaXMarkers } from "./roll-plasma-x";

describe("Quest Markers (SU L1424–L1432)", () => {
  test("one D10 for each of the 4 markers", () => {
    const dice = scriptedDice([1, 4, 6, 10], 10);
    const r = rollQuestMarkers(dice);
    dice.assertExhausted();
    expect(r.markers.map((m) => m.type)).toEqual(["high-value", "athletics", "knowledge", "mystic"]);
    expect(r.thrown).toHaveLength(4);
    expect(r.summary).toBe("Quest Markers: 1 → High Value, 4 → Athletics, 6 → Knowledge, 10 → Mystic");
  });
});

describe("Prize (SU L1481–L1491)", () => {
  test("a D10 gives the type", () => {
    expect(rollPrize(scriptedDice([8], 10))).toMatchObject({ type: "might", face: 8 });
  });
  test("1–2: the rolling player chooses", () => {
    const r = rollPrize(scriptedDice([2], 10));
    expect(r.type).toBeNull();
    expect(choosePrize(r, "mystic").type).toBe("mystic");
    expect(() => choosePrize(rollPrize(scriptedDice([3], 10)), "might")).toThrow(/no choice/);
  });
});

describe("Plasma X markers (SU L1269, L1523)", () => {
  test.each([
    { label: "1D10 − 3 in a 9-Level game", face: 7, levels: 9, markers: 4 },
    { label: "+1 per full 10 Levels", face: 7, levels: 25, markers: 6 },
    { label: "+3 at 35 Levels", face: 1, levels: 35, markers: 1 },
    { label: "never below 0 (SU-R13)", face: 1, levels: 15, markers: 0 },
  ])("$label", ({ face, levels, markers }) => {
    expect(plasmaXMarkersFor(face, levels)).toBe(markers);
  });

  test("each player throws", () => {
    const dice = scriptedDice([2, 10], 10);
    const r = rollPlasmaXMarkers(dice, { players: ["ana", "ben"], gameLevels: 25 });
    dice.assertExhausted();
    expect(r.players).toEqual([
      { playerId: "ana", face: 2, markers: 1 },
      { playerId: "ben", face: 10, markers: 9 },
    ]);
    expect(r.thrown.map((d) => d.note)).toEqual(["ana", "ben"]);
    expect(r.summary).toBe("ana 2 − 3 + 2 → 1; ben 10 − 3 + 2 → 9");
  });

  test("the benefit table (L1535–L1539)", () => {
    expect(rollPlasmaXBenefit(scriptedDice([5], 10)).benefit).toBe("move");
    expect(rollPlasmaXBenefit(scriptedDice([9], 10)).benefit).toBeNull();
  });
});

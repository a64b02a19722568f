import { describe, expect, test } from "vitest";
import { scriptedDice } from "../dice";
import { CIRCUMSTANCE, checkFromFace, circumstanceTotal, degreeOf, heroPointFace, improveDegree, resistanceDc, rollCheck, routineCheck } from "./check";
import { d20Settings } from "./settings";

describe("degrees of success and failure (D20-R1)", () => {
  test.each([
    [15, 15, "success", 1],
    [19, 15, "success", 1],
    [20, 15, "success", 2],
    [25, 15, "success", 3],
    [14, 15, "failure", 1],
    [10, 15, "failure", 1],
    [9, 15, "failure", 2],
    [5, 15, "failure", 2],
    [4, 15, "failure", 3],
    [-1, 15, "failure", 4],
  ] as const)("total %i vs DC %i is %s by %i", (total, dc, outcome, degrees) => {
    expect(degreeOf(total, dc)).toEqual({ outcome, degrees });
  });

  test("one degree better turns a single failure into a single success", () => {
    expect(improveDegree({ outcome: "failure", degrees: 1 })).toEqual({ outcome: "success", degrees: 1 });
    expect(improveDegree({ outcome: "failure", degrees: 3 })).toEqual({ outcome: "failure", degrees: 2 });
    expect(improveDegree({ outcome: "success", degrees: 2 })).toEqual({ outcome: "success", degrees: 3 });
  });
});

describe("checks", () => {
  test("a rolled check records its one d20 and reads the same from the face", () => {
    const dice = scriptedDice([7], 20);
    const result = rollCheck(dice, { modifier: 4, dc: 15 }, "perception");
    dice.assertExhausted();
    expect(result.thrown).toEqual([{ sides: 20, face: 7, purpose: "perception", status: "kept" }]);
    expect(result.total).toBe(11);
    expect(result.degree).toEqual({ outcome: "failure", degrees: 1 });
    expect(result.summary).toBe("d20 7 + 4 = 11 vs DC 15: 1 degree of failure");
    expect(checkFromFace(7, { modifier: 4, dc: 15 }, "perception")).toEqual(result);
  });

  test("a hero point makes a 10 or less count 10 more, so at least 11 (L429, L589)", () => {
    expect([1, 5, 10, 11, 19, 20].map(heroPointFace)).toEqual([11, 15, 20, 11, 19, 20]);
    const result = checkFromFace(3, { modifier: 0, dc: 10, heroPoint: true }, "x");
    expect(result.counted).toBe(13);
    expect(result.degree.outcome).toBe("success");
    expect(result.summary).toContain("d20 3→13 (hero point)");
  });

  test("the 55 % rule: modifier 0 meets DC 10 on 11 of the 20 faces, and always as a routine check (L587–L589)", () => {
    const wins = Array.from({ length: 20 }, (_, i) => checkFromFace(i + 1, { modifier: 0, dc: 10 }, "x")).filter((r) => r.degree.outcome === "success");
    expect(wins).toHaveLength(11);
    expect(routineCheck({ modifier: 0, dc: 10 }, "x").degree.outcome).toBe("success");
    expect(routineCheck({ modifier: -1, dc: 10 }, "x").degree.outcome).toBe("failure");
  });

  test("a routine check throws no die and counts 10 (L597–L605)", () => {
    const result = routineCheck({ modifier: 3, dc: 20 }, "driving");
    expect(result.thrown).toEqual([]);
    expect(result.natural).toBeNull();
    expect(result.total).toBe(13);
    expect(result.degree).toEqual({ outcome: "failure", degrees: 2 });
  });

  test("circumstances are ±2, and ±5 when major (L593)", () => {
    expect(CIRCUMSTANCE).toEqual({ favourable: 2, unfavourable: -2, "major-favourable": 5, "major-unfavourable": -5 });
    expect(circumstanceTotal(["favourable", "major-unfavourable"])).toBe(-3);
    const result = checkFromFace(10, { modifier: 2, dc: 15, circumstances: ["major-favourable"] }, "x");
    expect(result.total).toBe(17);
  });

  test("resistance DCs: rank + 10, damage rank + 15 (L377, L258)", () => {
    expect(resistanceDc(6, "other")).toBe(16);
    expect(resistanceDc(6, "damage")).toBe(21);
  });

  test("a natural 20 counts one degree better unless the series turns that off (D20-R2)", () => {
    const input = { modifier: 0, dc: 25 };
    expect(checkFromFace(20, input, "x").degree).toEqual({ outcome: "success", degrees: 1 });
    expect(checkFromFace(20, input, "x", d20Settings({ naturalTwentyImprovesDegree: false })).degree).toEqual({ outcome: "failure", degrees: 1 });
  });
});

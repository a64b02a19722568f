import { describe, expect, test } from "vitest";
import { activeDefence, conditionCheckPenalty, D20_CONDITIONS, easeFatigue, expandConditions, knownConditions, worsenFatigue } from "./conditions";
import { d20Settings } from "./settings";

describe("conditions and their numbers", () => {
  test("vulnerable halves active defences, rounding up: Parry 11 → 6, Dodge 9 → 5 (L367)", () => {
    expect(activeDefence(11, ["vulnerable"])).toBe(6);
    expect(activeDefence(9, ["vulnerable"])).toBe(5);
    expect(activeDefence(9, [])).toBe(9);
  });

  test("defenseless makes them 0, whatever else applies (L369)", () => {
    expect(activeDefence(12, ["defenseless", "vulnerable"])).toBe(0);
  });

  test("Recover's +2 comes on top (L483)", () => {
    expect(activeDefence(9, ["vulnerable"], 2)).toBe(7);
  });

  test("restrained is immobile and vulnerable; bound is defenseless, immobile and impaired (L457)", () => {
    expect(expandConditions(["restrained"]).sort()).toEqual(["immobile", "restrained", "vulnerable"]);
    expect(expandConditions(["bound"]).sort()).toEqual(["bound", "defenseless", "immobile", "impaired"]);
    expect(activeDefence(10, ["restrained"])).toBe(5);
    expect(activeDefence(10, ["bound"])).toBe(0);
  });

  test("impaired −2, disabled −5; the worse counts (L519)", () => {
    expect(conditionCheckPenalty(["impaired"])).toBe(-2);
    expect(conditionCheckPenalty(["impaired", "disabled"])).toBe(-5);
    expect(conditionCheckPenalty(["bound"])).toBe(-2);
    expect(conditionCheckPenalty(["dazed"])).toBe(0);
  });

  test("the fatigue track: fatigued → exhausted → incapacitated → dying (L123)", () => {
    expect(worsenFatigue("none")).toBe("fatigued");
    expect(worsenFatigue("fatigued")).toBe("exhausted");
    expect(worsenFatigue("exhausted")).toBe("incapacitated");
    expect(worsenFatigue("incapacitated")).toBe("dying");
    expect(worsenFatigue("dying")).toBe("dying");
    expect(easeFatigue("exhausted")).toBe("fatigued");
    expect(easeFatigue("none")).toBe("none");
  });

  test("a series adds its own condition names with no numbers (D20-R4)", () => {
    expect(knownConditions(d20Settings())).toEqual(D20_CONDITIONS.map((c) => c.id));
    const names = knownConditions(d20Settings({ extraConditions: ["entranced", "dazed"] }));
    expect(names).toContain("entranced");
    expect(names.filter((n) => n === "dazed")).toHaveLength(1);
    expect(activeDefence(8, ["entranced"])).toBe(8);
  });
});

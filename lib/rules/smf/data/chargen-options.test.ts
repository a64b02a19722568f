import { describe, expect, test } from "vitest";
import { BOOST_TABLE, boostRow } from "./boosts";
import { FAULTS } from "./faults";
import { HENCHMEN_NUMBERS, LEGION_EXTRA_MODELS, STREET_LEVEL_HENCHMEN_EQUIPMENT } from "./henchmen";
import { METAMORPH_FORMS, formsAvailable } from "./metamorph-forms";
import { TRADE_OFF_OPTIONS, TRADE_OFF_PENALTIES, tradeOffPenalty } from "./trade-off";
import { VEHICLE_SIZES, VEHICLE_SPECIAL_POWERS } from "./vehicle";

describe("Boosts (L1251–L1274)", () => {
  test.each([
    ["clever", 0, 0, 1, [], 1],
    ["fast", 4, 0, 0, [{ pool: "ranged-defense", rerolls: 1 }], 0],
    ["tough", 0, 1, 0, [{ pool: "melee-defense", rerolls: 1 }], 0],
  ] as const)("%s: Move %i, Body %i, Psyche %i, pools, initiative dice", (id, move, body, psyche, pools, init) => {
    expect(boostRow(id)).toMatchObject({ move, body, psyche, pools, initiativeDice: init });
  });
  test("three Boosts", () => expect(BOOST_TABLE).toHaveLength(3));
});

describe("Trade Off (L1278)", () => {
  test.each([
    ["body", -1],
    ["psyche", -1],
    ["move", -1],
  ] as const)("%s penalty %i", (stat, amount) => {
    expect(tradeOffPenalty(stat)).toBe(amount);
  });
  test("two penalties for an own-list minor, three for a Street-Level minor", () => {
    expect(TRADE_OFF_PENALTIES).toHaveLength(3);
    expect(TRADE_OFF_OPTIONS).toEqual([
      { penalties: 2, grants: "own-list", source: "trade-off" },
      { penalties: 3, grants: "street-level-list", source: "trade-off-street-level" },
    ]);
  });
});

describe("Metamorph forms (L928–L942)", () => {
  test.each([
    [1, "elasticity", ["melee-specialist"], 6, 10],
    [2, "elasticity", ["multiple-limbs", "save", "super-agility"], 0, 0],
    [3, "elasticity", ["entangle", "resistance", "stun"], 0, 0],
    [4, "shape-shifter", ["leaping", "melee-specialist"], 0, 4],
    [5, "shape-shifter", ["enhanced-senses", "entangle", "super-agility"], 0, 0],
    [6, "shape-shifter", ["armor", "flight", "power-blasts"], 0, 0],
  ] as const)("form %i (%s)", (form, track, powers, move, reach) => {
    const row = METAMORPH_FORMS.find((f) => f.form === form)!;
    expect(row.track).toBe(track);
    expect(row.powers.map((p) => p.power)).toEqual(powers);
    expect([row.move, row.reach]).toEqual([move, reach]);
  });
  test("a Shape-Shifter can add one Elasticity form (L942)", () => {
    expect(formsAvailable("shape-shifter", 2).map((f) => f.form)).toEqual([2, 4, 5, 6]);
    expect(formsAvailable("elasticity").map((f) => f.form)).toEqual([1, 2, 3]);
  });
});

describe("Henchmen (L1855–L1924)", () => {
  test("10 models, Legion +5", () => {
    expect(HENCHMEN_NUMBERS).toBe(10);
    expect(LEGION_EXTRA_MODELS).toBe(5);
  });
  test.each(STREET_LEVEL_HENCHMEN_EQUIPMENT.map((e) => [e.id, e.line]))("equipment %s (L%i)", (id, line) => {
    expect(line).toBeGreaterThanOrEqual(1917);
    expect(line).toBeLessThanOrEqual(1922);
    expect(id).toMatch(/^[a-z-]+$/);
  });
  test("five equipment options", () => expect(STREET_LEVEL_HENCHMEN_EQUIPMENT).toHaveLength(5));
});

describe("Basic Vehicle (L2716–L2790)", () => {
  test.each([
    ["small", 8, 25, 2, 1],
    ["medium", 10, 20, 7, 2],
    ["large", 12, 15, 15, 3],
  ] as const)("%s: Body %i, Move %i, crew %i, ram +%iD", (size, body, move, crew, ramDice) => {
    expect(VEHICLE_SIZES.find((s) => s.size === size)).toEqual({ size, body, move, crew, ramDice });
  });
  test('six special vehicle powers; Robot Brain needs Independent; Turbo Boost +20"; Heavy Armor 3 Re-rolls', () => {
    expect(VEHICLE_SPECIAL_POWERS.map((p) => p.id)).toEqual(["all-terrain", "combat-computer", "heavy-armor", "independent", "robot-brain", "turbo-boost"]);
    expect(VEHICLE_SPECIAL_POWERS.find((p) => p.id === "robot-brain")).toMatchObject({ requires: "independent", attackDice: 1, defenseDice: 1 });
    expect(VEHICLE_SPECIAL_POWERS.find((p) => p.id === "turbo-boost")).toMatchObject({ move: 20 });
    expect(VEHICLE_SPECIAL_POWERS.find((p) => p.id === "heavy-armor")).toMatchObject({ defenseRerolls: 3 });
  });
});

describe("Faults & Limits (L2872–L2899)", () => {
  test("six faults", () => expect(FAULTS.map((f) => f.id)).toEqual(["average-joe", "glass-jaw", "only-x", "slow", "unreliable-power", "weakness"]));
});

import { describe, expect, test } from "vitest";
import type { CheckCategory } from "../character";
import { resolveCharacterConnections, type ConnectionParty } from "./resolve-character-connections";

function party(teamId: string, name: string, category: CheckCategory, earned: number): ConnectionParty {
  return { teamId, driver: { characterId: name.toLowerCase(), name }, category, earnedSubplotDice: earned };
}

describe("character connections (L2070–L2074)", () => {
  test("book example: Giantess (3D) and Serpent (5D) both drove Military → positive, 2+ Chance to attack", () => {
    const [c] = resolveCharacterConnections([party("scott", "Giantess", "military", 3), party("sky", "Serpent", "military", 5)]);
    expect(c).toMatchObject({ category: "military", kind: "positive", chanceGoalsToAttack: 2 });
    expect(c!.extraAttackDice).toBeUndefined();
    expect(c!.summary).toBe(
      "Giantess and Serpent both drove Military and both earned subplot dice: positive connection, each needs a 2+ Chance roll to attack the other this battle",
    );
  });

  test.each([
    { label: "both earned exactly 1 die → positive", a: 1, b: 1, kind: "positive", who: "both earned" },
    { label: "only the first earned → negative", a: 2, b: 0, kind: "negative", who: "only A earned" },
    { label: "only the second earned → negative", a: 0, b: 4, kind: "negative", who: "only B earned" },
    { label: "neither earned → negative", a: 0, b: 0, kind: "negative", who: "neither earned" },
  ])("$label", ({ a, b, kind, who }) => {
    const [c] = resolveCharacterConnections([party("t1", "A", "science", a), party("t2", "B", "science", b)]);
    expect(c!.kind).toBe(kind);
    expect(c!.summary).toContain(who);
    if (kind === "negative") {
      expect(c!.extraAttackDice).toBe(1);
      expect(c!.summary).toContain("+1D to attack the other");
    }
  });

  test("different subplots → no connection", () => {
    expect(resolveCharacterConnections([party("t1", "A", "science", 2), party("t2", "B", "underworld", 2)])).toEqual([]);
  });

  test("the same team is never connected to itself", () => {
    expect(resolveCharacterConnections([party("t1", "A", "science", 2), party("t1", "B", "science", 2)])).toEqual([]);
  });

  test("three or more teams: every pair on the same subplot (Ruling R10)", () => {
    const connections = resolveCharacterConnections([
      party("t1", "A", "science", 2),
      party("t2", "B", "science", 0),
      party("t3", "C", "science", 1),
      party("t4", "D", "underworld", 3),
    ]);
    expect(connections.map((c) => [c.between[0].driver.name, c.between[1].driver.name, c.kind])).toEqual([
      ["A", "B", "negative"],
      ["A", "C", "positive"],
      ["B", "C", "negative"],
    ]);
  });

  test("one driver alone → nothing", () => {
    expect(resolveCharacterConnections([party("t1", "A", "science", 2)])).toEqual([]);
  });
});

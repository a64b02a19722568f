import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { scriptedDice, seededDice } from "../../dice";
import { member } from "../testing/fixtures";
import { canDriveSubplot, selectSubplotDriver } from "./select-subplot-driver";

describe("who may drive a subplot", () => {
  test.each([
    { label: "a character with backgrounds", c: member("a"), can: true },
    { label: "a henchmen group with its one background (L1926)", c: member("h", { kind: "henchmen", backgrounds: ["criminal"] }), can: true },
    { label: "a henchmen group with no background", c: member("h", { kind: "henchmen", backgrounds: [] }), can: false },
    { label: "a sidekick", c: member("s", { kind: "sidekick", backgrounds: ["science"] }), can: false },
    { label: "a thrall", c: member("t", { kind: "thrall", backgrounds: ["science"] }), can: false },
    { label: "a vehicle", c: member("v", { kind: "vehicle" }), can: false },
    { label: "a character with no background", c: member("n", { backgrounds: [] }), can: false },
  ])("$label → $can", ({ c, can }) => {
    expect(canDriveSubplot(c)).toBe(can);
  });
});

describe("selectSubplotDriver (L1962–L1966)", () => {
  const scott = [
    member("doc", { name: "Doc Shock" }),
    member("wild", { name: "Wildman" }),
    member("giant", { name: "Giantess", backgrounds: ["military", "science"] }),
    member("grav", { name: "Grav-Girl" }),
  ];

  test("book example: D6 5 has no character and is re-rolled; 3 → Giantess", () => {
    const dice = scriptedDice([5, 3]);
    const result = selectSubplotDriver({ teamId: "scott", teamName: "Scott's team", fielded: scott }, dice);
    dice.assertExhausted();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.driver).toEqual({ characterId: "giant", name: "Giantess" });
    expect(result.thrown.map((d) => [d.face, d.status])).toEqual([
      [5, "discarded"],
      [3, "kept"],
    ]);
    expect(result.summary).toBe("Scott's team subplot driver: 1 Doc Shock, 2 Wildman, 3 Giantess, 4 Grav-Girl; D6 5 (no one, roll again), D6 3 → Giantess");
  });

  test("ineligible fielded members get no number: a sidekick between two characters", () => {
    const fielded = [member("a"), member("s", { kind: "sidekick" }), member("b")];
    const dice = scriptedDice([3, 2]);
    const result = selectSubplotDriver({ teamId: "t", teamName: "T", fielded }, dice);
    expect(result.ok && result.driver.characterId).toBe("b");
    expect(result.ok && result.pick.numbering.map((m) => m.characterId)).toEqual(["a", "b"]);
  });

  test("a henchmen group can be picked", () => {
    const fielded = [member("a"), member("h", { kind: "henchmen", backgrounds: ["military"] })];
    const result = selectSubplotDriver({ teamId: "t", teamName: "T", fielded }, scriptedDice([2]));
    expect(result.ok && result.driver.characterId).toBe("h");
  });

  test("no eligible driver → no-eligible-driver, no die thrown", () => {
    const dice = scriptedDice([]);
    const result = selectSubplotDriver({ teamId: "t", teamName: "T", fielded: [member("v", { kind: "vehicle" })] }, dice);
    expect(!result.ok && result.error.code).toBe("no-eligible-driver");
  });

  test("seven possible drivers → too-many-candidates", () => {
    const fielded = Array.from({ length: 7 }, (_, i) => member(`c${i}`));
    const result = selectSubplotDriver({ teamId: "t", teamName: "T", fielded }, scriptedDice([]));
    expect(!result.ok && result.error.code).toBe("too-many-candidates");
  });

  test("property: the driver is always a fielded, eligible character", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("character", "henchmen", "sidekick", "vehicle"), { minLength: 1, maxLength: 8 }), fc.integer(), (kinds, seed) => {
        const fielded = kinds.map((kind, i) => member(`c${i}`, { kind: kind as "character", backgrounds: kind === "henchmen" ? ["criminal"] : undefined }));
        const eligible = fielded.filter(canDriveSubplot);
        const result = selectSubplotDriver({ teamId: "t", teamName: "T", fielded }, seededDice(seed));
        if (eligible.length === 0 || eligible.length > 6) {
          expect(result.ok).toBe(false);
          return;
        }
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(eligible.map((c) => c.id)).toContain(result.driver.characterId);
        const kept = result.thrown.filter((d) => d.status === "kept");
        expect(kept.length).toBe(eligible.length === 1 ? 0 : 1);
        for (const d of result.thrown.filter((x) => x.status === "discarded")) {
          expect(d.face).toBeGreaterThan(eligible.length);
        }
      }),
    );
  });
});

import { describe, expect, test } from "vitest";
import { scriptedDice } from "../../dice";
import type { Bump, SmfCharacter } from "../character";
import { bumpCapacity, resolveBumpRow } from "./bump-availability";
import { member } from "../testing/fixtures";
import { rollBump } from "./roll-bump";
import type { BumpPick } from "./types";

const has = (table: Bump["table"], ...rows: Bump["row"][]): Bump[] => rows.map((row) => ({ table, row, issue: 1 }));

function bump(character: SmfCharacter, pick: Omit<BumpPick, "characterId">, faces: number[], isNonRandom = false) {
  const dice = scriptedDice(faces);
  const result = rollBump(character, { characterId: character.id, ...pick }, isNonRandom, 7, dice);
  dice.assertExhausted();
  return result;
}

describe("rollBump — General", () => {
  test("a D6 picks the row; the bump records the issue", () => {
    const result = bump(member("x", { name: "X" }), { table: "general" }, [2]);
    expect(result.bump).toEqual({ table: "general", row: 2, issue: 7 });
    expect(result.summary).toBe("X: General bump — D6 2 → +1 Psyche");
  });

  test("L2629: a result already taken is rolled again", () => {
    const result = bump(member("x", { state: { bumps: has("general", 1) } }), { table: "general" }, [1, 2]);
    expect(result.bump.row).toBe(2);
    expect(result.thrown.map((d) => d.status)).toEqual(["rerolled", "kept"]);
    expect(result.thrown[0]!.note).toMatch(/Ruling R15/);
  });

  test('Ruling R15: +2" Move is printed twice — rolling 3 with row 3 taken records row 4', () => {
    const result = bump(member("x", { state: { bumps: has("general", 3) } }), { table: "general" }, [3]);
    expect(result.bump.row).toBe(4);
    expect(result.thrown).toHaveLength(1);
  });

  test('Ruling R15: with rows 3 and 4 both taken, +2" Move is used up', () => {
    const result = bump(member("x", { state: { bumps: has("general", 3, 4) } }), { table: "general" }, [4, 3, 1]);
    expect(result.bump.row).toBe(1);
  });

  test("†† (L2686): the check Re-roll goes to a background not yet used for it", () => {
    const x = member("x", { backgrounds: ["art", "science"], state: { bumps: [{ table: "general", row: 5, issue: 1, background: "art" }] } });
    const result = bump(x, { table: "general" }, [5]);
    expect(result.bump).toMatchObject({ row: 6, background: "science" });
  });

  test("†† with every background used: the check Re-roll is used up even with row 6 free", () => {
    const x = member("x", { backgrounds: ["art"], state: { bumps: [{ table: "general", row: 5, issue: 1, background: "art" }] } });
    expect(resolveBumpRow(x, "general", 6, "rolled")).toBeUndefined();
    expect(bump(x, { table: "general" }, [6, 2]).bump.row).toBe(2);
  });

  test("†† preferred background is honoured", () => {
    const x = member("x", { backgrounds: ["art", "science"] });
    expect(bump(x, { table: "general", preferredBackgrounds: ["science"] }, [5]).bump.background).toBe("science");
  });
});

describe("rollBump — Martial (L2633)", () => {
  const brick = member("b", { name: "Brick", archetype: "brick" });

  test("a Brick rolls twice and keeps the preferred result", () => {
    const result = bump(brick, { table: "martial", preferredRows: [3, 6] }, [1, 3]);
    expect(result.bump.row).toBe(3);
    expect(result.thrown.map((d) => [d.face, d.status])).toEqual([
      [1, "discarded"],
      [3, "kept"],
    ]);
  });

  test("without a preference the first die is kept", () => {
    expect(bump(brick, { table: "martial" }, [5, 2]).bump.row).toBe(5);
  });

  test("Ruling R15: the pick skips a result already taken", () => {
    const b = { ...brick, state: { ...brick.state, bumps: has("martial", 5) } };
    expect(bump(b, { table: "martial" }, [5, 2]).bump.row).toBe(2);
  });

  test("both results taken: roll twice again", () => {
    const b = { ...brick, state: { ...brick.state, bumps: has("martial", 1, 2) } };
    const result = bump(b, { table: "martial" }, [1, 2, 2, 6]);
    expect(result.bump.row).toBe(6);
    expect(result.thrown.map((d) => d.status)).toEqual(["rerolled", "rerolled", "discarded", "kept"]);
  });

  test("a Mentalist rolls once", () => {
    expect(bump(member("m", { archetype: "mentalist" }), { table: "martial" }, [4]).thrown).toHaveLength(1);
  });
});

describe("rollBump — Esoteric (L2647)", () => {
  test("a non-Mentalist rolls again on a 1", () => {
    const result = bump(member("x"), { table: "esoteric" }, [1, 5]);
    expect(result.bump.row).toBe(5);
    expect(result.thrown[0]).toMatchObject({ face: 1, status: "rerolled" });
  });

  test("a Mentalist keeps a 1", () => {
    expect(bump(member("m", { archetype: "mentalist" }), { table: "esoteric" }, [1]).bump.row).toBe(1);
  });

  test("Esoteric 3: a new minor power joins the bump", () => {
    const result = bump(member("x"), { table: "esoteric", newPower: "flight" }, [3]);
    expect(result.bump).toMatchObject({ row: 3, power: "flight" });
    expect(result.needsPowerChoice).toBe(false);
  });

  test("Esoteric 3 with no power chosen yet: recorded, flagged for a choice", () => {
    const result = bump(member("x"), { table: "esoteric" }, [3]);
    expect(result.bump.power).toBeUndefined();
    expect(result.needsPowerChoice).toBe(true);
  });

  test("Esoteric 6: Psyche defense unless melee defense is chosen", () => {
    expect(bump(member("x"), { table: "esoteric" }, [6]).bump.pool).toBe("psyche-defense");
    expect(bump(member("x"), { table: "esoteric", pool: "melee-defense" }, [6]).bump.pool).toBe("melee-defense");
  });

  test("Esoteric capacity for a non-Mentalist leaves out row 1 when rolled", () => {
    expect(bumpCapacity(member("x"), "esoteric", "rolled")).toBe(5);
    expect(bumpCapacity(member("x"), "esoteric", "chosen")).toBe(6);
    expect(bumpCapacity(member("m", { archetype: "mentalist" }), "esoteric", "rolled")).toBe(6);
  });
});

describe("rollBump — non-random advancement (L2690)", () => {
  test("the chosen row, no dice", () => {
    const result = bump(member("x", { name: "X" }), { table: "martial", row: 6 }, [], true);
    expect(result.bump.row).toBe(6);
    expect(result.thrown).toEqual([]);
    expect(result.summary).toContain("chooses row 6");
  });

  test("Weird is always rolled", () => {
    const result = bump(member("x"), { table: "weird" }, [4], true);
    expect(result.bump).toMatchObject({ table: "weird", row: 4 });
    expect(result.thrown).toHaveLength(1);
  });
});

import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { scriptedDice, type Dice } from "../../dice";
import { pickRandomMember } from "./pick-random-member";

const SCOTT = [
  { characterId: "doc", name: "Doc Shock" },
  { characterId: "wild", name: "Wildman" },
  { characterId: "giant", name: "Giantess" },
  { characterId: "grav", name: "Grav-Girl" },
];

describe("random member pick (L1962–L1966)", () => {
  test("book example: Scott rolls 5 (no one), rolls again, 3 → Giantess; the 5 is kept as discarded", () => {
    const dice = scriptedDice([5, 3]);
    const pick = pickRandomMember(SCOTT, dice, "subplot-driver");
    dice.assertExhausted();
    expect(pick.picked).toEqual({ number: 3, characterId: "giant", name: "Giantess" });
    expect(pick.faces).toEqual([5, 3]);
    expect(pick.thrown).toEqual([
      { sides: 6, face: 5, purpose: "subplot-driver", status: "discarded", note: "no member numbered 5; rolled again" },
      { sides: 6, face: 3, purpose: "subplot-driver", status: "kept", note: "picks Giantess" },
    ]);
    expect(pick.summary).toBe("1 Doc Shock, 2 Wildman, 3 Giantess, 4 Grav-Girl; D6 5 (no one, roll again), D6 3 → Giantess");
  });

  test("several empty numbers in a row are all recorded", () => {
    const dice = scriptedDice([6, 5, 6, 1]);
    const pick = pickRandomMember(SCOTT, dice, "curse-target");
    expect(pick.picked.name).toBe("Doc Shock");
    expect(pick.thrown.map((d) => d.status)).toEqual(["discarded", "discarded", "discarded", "kept"]);
  });

  test("six members: every face picks someone at once", () => {
    const six = [1, 2, 3, 4, 5, 6].map((n) => ({ characterId: `c${n}`, name: `C${n}` }));
    for (const face of [1, 2, 3, 4, 5, 6]) {
      expect(pickRandomMember(six, scriptedDice([face]), "x").picked.characterId).toBe(`c${face}`);
    }
  });

  test("a single member needs no roll", () => {
    const dice = scriptedDice([]);
    const pick = pickRandomMember([SCOTT[0]!], dice, "subplot-driver");
    expect(pick.picked.name).toBe("Doc Shock");
    expect(pick.thrown).toEqual([]);
    expect(pick.summary).toMatch(/no roll needed/);
  });

  test("programmer errors: no members, more than six, broken dice", () => {
    expect(() => pickRandomMember([], scriptedDice([1]), "x")).toThrow(/at least one/);
    const seven = [1, 2, 3, 4, 5, 6, 7].map((n) => ({ characterId: `c${n}`, name: `C${n}` }));
    expect(() => pickRandomMember(seven, scriptedDice([1]), "x")).toThrow(/at most 6/);
    const alwaysSix: Dice = { roll: () => 6 };
    expect(() => pickRandomMember(SCOTT, alwaysSix, "x")).toThrow(/broken/);
  });

  test("property: always a numbered member, never a number without one", () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 6 })
          .chain((n) =>
            fc.tuple(fc.constant(n), n === 6 ? fc.constant<number[]>([]) : fc.array(fc.integer({ min: n + 1, max: 6 }), { maxLength: 10 }), fc.integer({ min: 1, max: n })),
          ),
        ([n, misses, hit]) => {
          const members = Array.from({ length: n }, (_, i) => ({ characterId: `c${i + 1}`, name: `C${i + 1}` }));
          const dice = scriptedDice([...misses, hit]);
          const pick = pickRandomMember(members, dice, "x");
          dice.assertExhausted();
          expect(members.map((m) => m.characterId)).toContain(pick.picked.characterId);
          expect(pick.picked.number).toBe(hit);
          expect(pick.picked.number).toBeLessThanOrEqual(n);
          expect(pick.faces).toEqual([...misses, hit]);
          expect(pick.thrown.filter((d) => d.status === "kept")).toHaveLength(1);
          expect(pick.thrown.filter((d) => d.status === "discarded").map((d) => d.face)).toEqual(misses);
        },
      ),
    );
  });
});

import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { chooseRerolls, goalsOfFace, MAX_REROLLS_PER_THROW, rollChance, rollCheck, rollD6, rollGoals, scriptedDice, seededDice, validateTypedFaces, type Dice } from "./dice";

/** Scripted dice that also fail the test if any face is left over. */
function exactly<T>(faces: number[], run: (dice: Dice) => T): T {
  const dice = scriptedDice(faces);
  const result = run(dice);
  dice.assertExhausted();
  return result;
}

describe("goalsOfFace (SMF L127–L141)", () => {
  test.each([
    { face: 1, goals: 0 },
    { face: 2, goals: 0 },
    { face: 3, goals: 0 },
    { face: 4, goals: 1 },
    { face: 5, goals: 1 },
    { face: 6, goals: 2 },
  ])("a $face scores $goals", ({ face, goals }) => {
    expect(goalsOfFace(face)).toBe(goals);
  });
});

describe("rollGoals without re-rolls: the book's examples", () => {
  test.each([
    { label: "Empath 4D (L133)", faces: [2, 3, 5, 5], goals: 2, summary: "4D [2,3,5,5] = 2 goals" },
    { label: "Wildman 5D attack (L135)", faces: [1, 3, 4, 5, 5], goals: 3, summary: "5D [1,3,4,5,5] = 3 goals" },
    { label: "Wildman 5D defense, a 6 is 2 goals (L141)", faces: [2, 2, 4, 4, 6], goals: 4, summary: "5D [2,2,4,4,6] = 4 goals" },
    { label: "one goal is singular", faces: [1, 1, 3, 5], goals: 1, summary: "4D [1,1,3,5] = 1 goal" },
    { label: "no goals", faces: [1, 2, 3, 3], goals: 0, summary: "4D [1,2,3,3] = 0 goals" },
  ])("$label", ({ faces, goals, summary }) => {
    const roll = exactly(faces, (dice) => rollGoals(dice, { dice: faces.length }, "test"));
    expect(roll.goals).toBe(goals);
    expect(roll.summary).toBe(summary);
    expect(roll.first).toEqual(faces);
    expect(roll.final).toEqual(faces);
    expect(roll.rerolls).toEqual([]);
    expect(roll.thrown).toEqual(faces.map((face) => ({ sides: 6, face, purpose: "test", status: "kept" })));
  });

  test("an empty pool throws nothing and scores 0", () => {
    const roll = exactly([], (dice) => rollGoals(dice, { dice: 0 }, "test"));
    expect(roll).toMatchObject({ goals: 0, first: [], summary: "0D [] = 0 goals" });
  });

  test.each([
    { label: "negative dice", pool: { dice: -1 } },
    { label: "fractional dice", pool: { dice: 2.5 } },
    { label: "negative re-rolls", pool: { dice: 2, rerolls: -1 } },
  ])("refuses $label as a programmer error", ({ pool }) => {
    expect(() => rollGoals(scriptedDice([1, 1, 1]), pool, "test")).toThrow(/whole number/);
  });
});

describe("re-rolls (SMF L195–L203, Ruling R22)", () => {
  test("5D[1] [1,4,4,6,2]: the 1 is re-rolled, the summary shows it", () => {
    const roll = exactly([1, 4, 4, 6, 2, 5], (dice) => rollGoals(dice, { dice: 5, rerolls: 1 }, "attack"));
    expect(roll.summary).toBe("5D[1] [1,4,4,6,2] re-roll 1→5 = 5 goals");
    expect(roll.rerolls).toEqual([{ index: 0, from: 1, to: 5 }]);
    expect(roll.final).toEqual([5, 4, 4, 6, 2]);
    expect(roll.goals).toBe(5);
    expect(roll.pool).toEqual({ dice: 5, rerolls: 1 });
  });

  test("every face is recorded: the replaced die is marked re-rolled, the new die names what it replaced", () => {
    const roll = exactly([3, 5, 1, 6], (dice) => rollGoals(dice, { dice: 3, rerolls: 1 }, "attack"));
    expect(roll.thrown).toEqual([
      { sides: 6, face: 3, purpose: "attack", status: "kept" },
      { sides: 6, face: 5, purpose: "attack", status: "kept" },
      { sides: 6, face: 1, purpose: "attack", status: "rerolled" },
      { sides: 6, face: 6, purpose: "attack", status: "kept", replaces: 2, note: "re-roll of die 3" },
    ]);
  });

  test.each([
    {
      label: "Sky 5D[1] 3,3,4,5,5 picks up one failed die (L199)",
      first: [3, 3, 4, 5, 5],
      rerolls: 1,
      chaseSixes: false,
      rerolled: [0],
    },
    {
      label: "Sky 5D[1] 1,4,5,5,6 re-rolls the 1 (L199)",
      first: [1, 4, 5, 5, 6],
      rerolls: 1,
      chaseSixes: false,
      rerolled: [0],
    },
    {
      label: "Sky 5D[3] 2,4,5,5,6 re-rolls only the 2; unneeded re-rolls go unused (L203)",
      first: [2, 4, 5, 5, 6],
      rerolls: 3,
      chaseSixes: false,
      rerolled: [0],
    },
    {
      label: "misses go lowest first",
      first: [3, 1, 2, 5],
      rerolls: 2,
      chaseSixes: false,
      rerolled: [1, 2],
    },
    {
      label: "equal faces: the earlier die first",
      first: [2, 5, 2, 2],
      rerolls: 2,
      chaseSixes: false,
      rerolled: [0, 2],
    },
    {
      label: "never more than 4 re-rolls on one throw (L203)",
      first: [1, 1, 1, 1, 1, 1],
      rerolls: 6,
      chaseSixes: false,
      rerolled: [0, 1, 2, 3],
    },
    {
      label: "4s and 5s are kept unless the player chases sixes",
      first: [4, 5, 6],
      rerolls: 2,
      chaseSixes: false,
      rerolled: [],
    },
    {
      label: "chasing sixes: misses first, then 4s before 5s",
      first: [5, 2, 4, 5, 6],
      rerolls: 3,
      chaseSixes: true,
      rerolled: [1, 2, 0],
    },
    {
      label: "chasing sixes never re-rolls a 6",
      first: [6, 6, 5],
      rerolls: 4,
      chaseSixes: true,
      rerolled: [2],
    },
  ])("$label", ({ first, rerolls, chaseSixes, rerolled }) => {
    expect(chooseRerolls(first, rerolls, chaseSixes)).toEqual(rerolled);
    const rerollFaces = rerolled.map(() => 6);
    const roll = exactly([...first, ...rerollFaces], (dice) => rollGoals(dice, { dice: first.length, rerolls, chaseSixes }, "test"));
    expect(roll.rerolls.map((r) => r.index)).toEqual(rerolled);
  });

  test("chasing sixes is recorded in the pool and can lose a goal", () => {
    const roll = exactly([4, 1], (dice) => rollGoals(dice, { dice: 1, rerolls: 1, chaseSixes: true }, "test"));
    expect(roll.pool).toEqual({ dice: 1, rerolls: 1, chaseSixes: true });
    expect(roll.summary).toBe("1D[1] [4] re-roll 4→1 = 0 goals");
  });

  test("several re-rolls are listed in throw order", () => {
    const roll = exactly([5, 3, 1, 6, 4, 2], (dice) => rollGoals(dice, { dice: 4, rerolls: 2 }, "test"));
    expect(roll.summary).toBe("4D[2] [5,3,1,6] re-roll 1→4, 3→2 = 4 goals");
  });
});

describe("rollGoals properties (fast-check, seeded)", () => {
  const poolArbitrary = fc.record({
    dice: fc.integer({ min: 0, max: 12 }),
    rerolls: fc.integer({ min: 0, max: 8 }),
    chaseSixes: fc.boolean(),
    seed: fc.integer(),
  });

  test("no die is re-rolled twice, at most min(4, re-rolls) are used, goals sum the final faces", () => {
    fc.assert(
      fc.property(poolArbitrary, ({ dice, rerolls, chaseSixes, seed }) => {
        const roll = rollGoals(seededDice(seed), { dice, rerolls, chaseSixes }, "test");
        const indices = roll.rerolls.map((r) => r.index);
        expect(new Set(indices).size).toBe(indices.length);
        expect(indices.length).toBeLessThanOrEqual(Math.min(MAX_REROLLS_PER_THROW, rerolls));
        expect(roll.goals).toBe(roll.final.reduce((sum, face) => sum + goalsOfFace(face), 0));
        expect(roll.thrown).toHaveLength(dice + indices.length);
        expect(roll.thrown.filter((d) => d.status === "kept")).toHaveLength(dice);
        for (const r of roll.rerolls) {
          expect(roll.first[r.index]).toBe(r.from);
          expect(roll.final[r.index]).toBe(r.to);
          expect(r.from < 4 || (chaseSixes && r.from < 6)).toBe(true);
        }
        // Re-rolls not used only when nothing is left that the policy would re-roll.
        if (indices.length < Math.min(MAX_REROLLS_PER_THROW, rerolls)) {
          const eligible = roll.first.filter((face) => face < 4 || (chaseSixes && face < 6));
          expect(eligible).toHaveLength(indices.length);
        }
      }),
      { seed: 20240601, numRuns: 500 },
    );
  });

  test("replaying the recorded faces with scripted dice gives an identical result", () => {
    fc.assert(
      fc.property(poolArbitrary, ({ dice, rerolls, chaseSixes, seed }) => {
        const pool = { dice, rerolls, chaseSixes };
        const original = rollGoals(seededDice(seed), pool, "test");
        const replayDice = scriptedDice(original.thrown.map((d) => d.face));
        expect(rollGoals(replayDice, pool, "test")).toEqual(original);
        replayDice.assertExhausted();
      }),
      { seed: 20240602, numRuns: 300 },
    );
  });

  test("results are plain serialisable data", () => {
    const roll = rollCheck(seededDice(7), { dice: 6, rerolls: 2 }, 3, "test");
    expect(JSON.parse(JSON.stringify(roll))).toEqual(roll);
  });
});

describe("rollChance (SMF L145)", () => {
  test("throws 2D, counted for goals, without re-rolls", () => {
    const roll = exactly([6, 4], (dice) => rollChance(dice, "recharge"));
    expect(roll).toMatchObject({ goals: 3, pool: { dice: 2, rerolls: 0 }, summary: "2D [6,4] = 3 goals", purpose: "recharge" });
  });

  test("extra dice add to the 2D (e.g. a 3D Chance roll)", () => {
    const roll = exactly([1, 2, 6], (dice) => rollChance(dice, "chance", 1));
    expect(roll.summary).toBe("3D [1,2,6] = 2 goals");
  });
});

describe("rollCheck: goals >= TN succeeds", () => {
  test.each([
    { label: "Doc Shock TN2 with one goal fails (L175)", faces: [1, 1, 3, 5], tn: 2, isSuccess: false, above: 0, summary: "4D [1,1,3,5] = 1 goal vs TN 2: failure" },
    {
      label: "Wildman 6D TN4 with four goals succeeds (L179)",
      faces: [1, 2, 3, 4, 4, 6],
      tn: 4,
      isSuccess: true,
      above: 0,
      summary: "6D [1,2,3,4,4,6] = 4 goals vs TN 4: success",
    },
    {
      label: "subplot 5 goals vs TN2: 3 above (L2068)",
      faces: [1, 4, 5, 6, 4, 2],
      tn: 2,
      isSuccess: true,
      above: 3,
      summary: "6D [1,4,5,6,4,2] = 5 goals vs TN 2: success, 3 above",
    },
    {
      label: "subplot 7 goals vs TN2: 5 above (L2068)",
      faces: [6, 6, 4, 5, 4, 1],
      tn: 2,
      isSuccess: true,
      above: 5,
      summary: "6D [6,6,4,5,4,1] = 7 goals vs TN 2: success, 5 above",
    },
    { label: "one short of the TN fails", faces: [4, 5, 1, 1], tn: 3, isSuccess: false, above: 0, summary: "4D [4,5,1,1] = 2 goals vs TN 3: failure" },
  ])("$label", ({ faces, tn, isSuccess, above, summary }) => {
    const check = exactly(faces, (dice) => rollCheck(dice, { dice: faces.length }, tn, "check"));
    expect(check).toMatchObject({ tn, isSuccess, goalsAboveTn: above, summary });
  });

  test("re-rolls apply before comparing with the TN", () => {
    const check = exactly([1, 1, 4, 3, 6, 6], (dice) => rollCheck(dice, { dice: 4, rerolls: 2 }, 4, "check"));
    expect(check.summary).toBe("4D[2] [1,1,4,3] re-roll 1→6, 1→6 = 5 goals vs TN 4: success, 1 above");
  });

  test.each([{ tn: -1 }, { tn: 1.5 }])("refuses TN $tn as a programmer error", ({ tn }) => {
    expect(() => rollCheck(scriptedDice([4]), { dice: 1 }, tn, "check")).toThrow(/TN/);
  });
});

describe("rollD6", () => {
  test("records the one die", () => {
    const roll = exactly([4], (dice) => rollD6(dice, "injury"));
    expect(roll).toEqual({
      purpose: "injury",
      face: 4,
      thrown: [{ sides: 6, face: 4, purpose: "injury", status: "kept" }],
      summary: "D6 4",
    });
  });
});

describe("scriptedDice", () => {
  test("returns the faces in order and counts what is left", () => {
    const dice = scriptedDice([3, 6, 1]);
    expect(dice.remaining()).toBe(3);
    expect([dice.roll(6, "a"), dice.roll(6, "b")]).toEqual([3, 6]);
    expect(dice.remaining()).toBe(1);
    expect(() => dice.assertExhausted()).toThrow("Scripted dice have 1 unused face(s): [1]");
    expect(dice.roll(6, "c")).toBe(1);
    expect(() => dice.assertExhausted()).not.toThrow();
  });

  test("running out throws, naming the roll", () => {
    const dice = scriptedDice([2]);
    dice.roll(6, "injury");
    expect(() => dice.roll(6, "injury-bonus")).toThrow('Scripted dice ran out: a D6 for "injury-bonus" was rolled after all 1 faces were used');
  });

  test.each([
    { label: "a 0", face: 0, message: "Scripted face 2: 0 is not a possible face of a D6 (1–6)" },
    { label: "a 7", face: 7, message: "Scripted face 2: 7 is not a possible face of a D6 (1–6)" },
    { label: "a fraction", face: 2.5, message: "Scripted face 2: 2.5 is not a possible face of a D6 (1–6)" },
    { label: "NaN", face: Number.NaN, message: "Scripted face 2: NaN is not a possible face of a D6 (1–6)" },
  ])("rejects $label up front", ({ face, message }) => {
    expect(() => scriptedDice([1, face])).toThrow(message);
  });

  test("rejects a face too big for the die actually rolled", () => {
    const dice = scriptedDice([5]);
    expect(() => dice.roll(3, "driver")).toThrow('Scripted face 1 (for "driver"): 5 is not a possible face of a D3 (1–3)');
  });

  test("can script bigger dice", () => {
    expect(scriptedDice([20], 20).roll(20, "d20")).toBe(20);
  });
});

describe("validateTypedFaces (Ruling R20)", () => {
  test.each([
    { label: "D6 faces", faces: [1, 6, 3], sides: 6, count: 3, expected: { ok: true, faces: [1, 6, 3] } },
    { label: "numeric strings from a form", faces: ["4", " 2 "], sides: 6, count: undefined, expected: { ok: true, faces: [4, 2] } },
    { label: "no dice when none are expected", faces: [], sides: 6, count: 0, expected: { ok: true, faces: [] } },
    {
      label: "too few faces",
      faces: [4, 5],
      sides: 6,
      count: 4,
      expected: { ok: false, error: { code: "wrong-dice-count", message: "Expected 4 D6, got 2 faces." } },
    },
    {
      label: "a 7 on a D6",
      faces: [4, 7],
      sides: 6,
      count: 2,
      expected: { ok: false, error: { code: "face-out-of-range", message: "Die 2: 7 is not possible on a D6 (1–6)." } },
    },
    {
      label: "a 0",
      faces: [0],
      sides: 6,
      count: undefined,
      expected: { ok: false, error: { code: "face-out-of-range", message: "Die 1: 0 is not possible on a D6 (1–6)." } },
    },
    {
      label: "a 4 on a D3",
      faces: ["4"],
      sides: 3,
      count: 1,
      expected: { ok: false, error: { code: "face-out-of-range", message: "Die 1: 4 is not possible on a D3 (1–3)." } },
    },
    {
      label: "a fraction",
      faces: [3.5],
      sides: 6,
      count: undefined,
      expected: { ok: false, error: { code: "face-not-a-whole-number", message: 'Die 1: "3.5" is not a whole number.' } },
    },
    {
      label: "text",
      faces: [2, "six"],
      sides: 6,
      count: undefined,
      expected: { ok: false, error: { code: "face-not-a-whole-number", message: 'Die 2: "six" is not a whole number.' } },
    },
    {
      label: "an empty field",
      faces: [""],
      sides: 6,
      count: undefined,
      expected: { ok: false, error: { code: "face-not-a-whole-number", message: 'Die 1: "" is not a whole number.' } },
    },
    {
      label: "a missing value",
      faces: [null],
      sides: 6,
      count: undefined,
      expected: { ok: false, error: { code: "face-not-a-whole-number", message: 'Die 1: "null" is not a whole number.' } },
    },
  ])("$label", ({ faces, sides, count, expected }) => {
    expect(validateTypedFaces(faces, sides, count)).toEqual(expected);
  });
});

describe("seededDice", () => {
  test("the same seed gives the same faces (fixed-seed snapshot)", () => {
    const roll = (seed: number) => {
      const dice = seededDice(seed);
      return Array.from({ length: 12 }, () => dice.roll(6, "test"));
    };
    expect(roll(42)).toEqual(roll(42));
    expect(roll(42)).toMatchInlineSnapshot(`
      [
        6,
        4,
        6,
        2,
        6,
        5,
        3,
        4,
        1,
        2,
        3,
        4,
      ]
    `);
    expect(roll(43)).not.toEqual(roll(42));
  });

  test.each([{ sides: 1 }, { sides: 3 }, { sides: 6 }, { sides: 20 }, { sides: 100 }])("D$sides faces stay in 1..$sides and all appear", ({ sides }) => {
    const dice = seededDice(sides);
    const seen = new Set<number>();
    for (let i = 0; i < sides * 200; i++) {
      const face = dice.roll(sides, "test");
      expect(Number.isInteger(face) && face >= 1 && face <= sides).toBe(true);
      seen.add(face);
    }
    expect(seen.size).toBe(sides);
  });

  test("D6 faces are roughly uniform (chi-square, 5 degrees of freedom)", () => {
    const dice = seededDice(2024);
    const rolls = 60_000;
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < rolls; i++) counts[dice.roll(6, "test") - 1]!++;
    const expected = rolls / 6;
    const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // P(chi-square(5) > 30) is about 1.5e-5.
    expect(chiSquare).toBeLessThan(30);
  });

  test.each([{ sides: 0 }, { sides: 2.5 }, { sides: Number.NaN }])("refuses a D$sides", ({ sides }) => {
    expect(() => seededDice(1).roll(sides, "test")).toThrow(/sides/);
  });
});

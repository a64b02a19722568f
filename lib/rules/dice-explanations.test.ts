import { describe, expect, test } from "vitest";
import { rollD6, rollGoals, type Dice } from "./dice";
import { linesOfThrow, settledByRecordedFaces, settledOf, type ExplainedItem } from "./dice-explanations";

/** Two characters roll in turn: a 3D goal roll that adds a bonus, then a D6 that uses it. */
function run(dice: Dice) {
  return ["a", "b"].map((id) => {
    const goals = rollGoals(dice, { dice: 3 }, "bonus");
    const d6 = rollD6(dice, "d6");
    return { id, goals, d6 };
  });
}
const explain = (result: ReturnType<typeof run>): ExplainedItem<string>[] =>
  result.map((r) => ({
    item: r.id,
    dice: [...r.goals.thrown, ...r.d6.thrown],
    lines: [{ afterDice: 3, text: `${r.id}: ${r.goals.goals} goals` }, { text: `${r.id}: D6 ${r.d6.face} + ${r.goals.goals}` }],
  }));

describe("settledByRecordedFaces", () => {
  test("after the goal dice only the goal line is settled; the stand-in D6 never shows", () => {
    const settled = settledByRecordedFaces(run, [6, 4, 1], explain);
    expect(settled.items).toEqual([]);
    expect(settled.lines).toEqual([{ lastDie: 2, text: "a: 3 goals" }]);
    expect(linesOfThrow(settled, 0, 3)).toEqual(["a: 3 goals"]);
  });

  test("after the D6 the whole item is settled, and the next character's goal line waits for its dice", () => {
    const settled = settledByRecordedFaces(run, [6, 4, 1, 5], explain);
    expect(settled.items).toEqual(["a"]);
    expect(linesOfThrow(settled, 3, 1)).toEqual(["a: D6 5 + 3"]);
    expect(settled.lines.map((l) => l.text)).not.toContain("b: 0 goals");
  });

  test("a complete run settles everything", () => {
    const settled = settledByRecordedFaces(run, [6, 4, 1, 5, 1, 1, 2, 3], explain);
    expect(settled.items).toEqual(["a", "b"]);
    expect(linesOfThrow(settled, 4, 3)).toEqual(["b: 0 goals"]);
    expect(linesOfThrow(settled, 7, 1)).toEqual(["b: D6 3 + 0"]);
  });
});

describe("settledOf", () => {
  const die = (face: number, note?: string) => ({ sides: 6, face, purpose: "pick", status: "kept" as const, ...(note ? { note } : {}) });

  test("a dice-less item at the frontier waits for the run to complete: it may follow a stand-in die", () => {
    const items: ExplainedItem<string>[] = [
      { item: "x", dice: [die(3)], lines: [{ text: "x done" }] },
      { item: "note", dice: [], lines: [{ text: "a note" }] },
    ];
    expect(settledOf(items, 1, false).items).toEqual(["x"]);
    expect(settledOf(items, 1, true).items).toEqual(["x", "note"]);
  });

  test("a throw no line explains yet falls back to its dice's notes", () => {
    const items: ExplainedItem<string>[] = [{ item: "pick", dice: [die(5, "no member numbered 5; rolled again"), die(2, "picks Ana")], lines: [{ text: "Ana drives" }] }];
    const settled = settledOf(items, 1, false);
    expect(linesOfThrow(settled, 0, 1)).toEqual(["no member numbered 5; rolled again"]);
    expect(linesOfThrow(settledOf(items, 2, true), 1, 1)).toEqual(["Ana drives"]);
  });
});

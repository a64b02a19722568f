import { describe, expect, test } from "vitest";
import { scriptedDice } from "../../dice";
import { chooseSubplot, rollSubplots, subplotsInPlay } from "./roll-subplots";

function roll(faces: number[], players = ["ana", "ben"]) {
  const dice = scriptedDice(faces, 10);
  const record = rollSubplots(dice, players);
  dice.assertExhausted();
  return record;
}

describe("Subplots (SU L1447–L1459)", () => {
  test("each player throws one D10", () => {
    const r = roll([1, 6]);
    expect(r.entries).toEqual([
      { playerId: "ana", face: 1, subplotId: "first-blood", source: "rolled" },
      { playerId: "ben", face: 6, subplotId: "vip", source: "rolled" },
    ]);
    expect(r.summary).toBe("ana 1 → First Blood!; ben 6 → V.I.P!");
  });

  test("one 9–10 lets that player choose (L1455)", () => {
    const r = roll([10, 3]);
    expect(r.entries[0]).toMatchObject({ subplotId: null });
    expect(() => subplotsInPlay(r)).toThrow(/still to choose/);
    const chosen = chooseSubplot(r, "ana", "take-their-leader");
    expect(chosen).toMatchObject({ ok: true, record: { entries: [{ subplotId: "take-their-leader", source: "chosen" }, { subplotId: "prize" }] } });
    expect(chooseSubplot(r, "ben", "vip")).toMatchObject({ ok: false, error: { code: "subplot-not-choosing" } });
  });

  test("both choosing: both throw again, and the first throws are kept as re-rolled (L1457)", () => {
    const r = roll([9, 10, 9, 2]);
    expect(r.entries.map((e) => [e.face, e.subplotId])).toEqual([
      [9, null],
      [2, "first-blood"],
    ]);
    expect(r.thrown.map((d) => d.status)).toEqual(["rerolled", "rerolled", "kept", "kept"]);
  });

  test("three players: the two choosers throw again, the third keeps (SU-R10)", () => {
    const r = roll([9, 4, 10, 5, 10], ["a", "b", "c"]);
    expect(r.entries.map((e) => e.subplotId)).toEqual(["vip", "prize", null]);
  });

  test("First Blood rolled twice scores twice; a second V.I.P. adds nothing (L1459, SU-R11)", () => {
    expect(subplotsInPlay(roll([1, 2]))).toEqual([{ subplotId: "first-blood", times: 2 }]);
    expect(subplotsInPlay(roll([7, 8]))).toEqual([{ subplotId: "take-their-leader", times: 2 }]);
    expect(subplotsInPlay(roll([5, 6]))).toEqual([{ subplotId: "vip", times: 1 }]);
  });

  test("a chosen First Blood beside a rolled one counts as rolled twice (SU-R11)", () => {
    const chosen = chooseSubplot(roll([9, 1]), "ana", "first-blood");
    if (!chosen.ok) throw new Error(chosen.error.message);
    expect(subplotsInPlay(chosen.record)).toEqual([{ subplotId: "first-blood", times: 2 }]);
  });
});

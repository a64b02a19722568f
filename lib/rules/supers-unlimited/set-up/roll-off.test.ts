import { describe, expect, test } from "vitest";
import { scriptedDice } from "../../dice";
import { rollMarkerPlacement, rollOff, rollTerrain } from "./roll-off";

function scripted(faces: number[]) {
  return scriptedDice(faces, 10);
}

describe("roll-offs (SU L1276, L1384)", () => {
  test("the highest D10 wins at once", () => {
    const dice = scripted([3, 8]);
    const r = rollTerrain(dice, ["ana", "ben"]);
    dice.assertExhausted();
    expect(r).toMatchObject({ step: "terrain", winner: "ben", losers: ["ana"] });
    expect(r.thrown.map((d) => [d.face, d.status, d.note])).toEqual([
      [3, "kept", "ana, round 1"],
      [8, "kept", "ben, round 1"],
    ]);
    expect(r.summary).toBe("ana 3, ben 8 → ben");
  });

  test("ties are thrown again and every throw is kept in the record", () => {
    const dice = scripted([6, 6, 9, 2]);
    const r = rollTerrain(dice, ["ana", "ben"]);
    dice.assertExhausted();
    expect(r.winner).toBe("ana");
    expect(r.rounds).toHaveLength(2);
    expect(r.thrown.map((d) => d.status)).toEqual(["rerolled", "rerolled", "kept", "kept"]);
    expect(r.summary).toBe("ana 6, ben 6; tie, again: ana 9, ben 2 → ana");
  });

  test("with three players only those tied for highest throw again (SU-R8)", () => {
    const dice = scripted([7, 7, 2, 4, 5]);
    const r = rollOff(dice, ["a", "b", "c"], "deployment-marker-order");
    dice.assertExhausted();
    expect(r.winner).toBe("b");
    expect(r.losers).toEqual(["a", "c"]);
    expect(r.rounds[1]!.faces.map((f) => f.playerId)).toEqual(["a", "b"]);
    expect(r.thrown.map((d) => d.status)).toEqual(["rerolled", "rerolled", "kept", "kept", "kept"]);
  });

  test("Danger Zone and Super Quest placement roll-offs name their step (L1384, L1424, SU-R9)", () => {
    expect(rollMarkerPlacement(scripted([1, 2]), ["a", "b"], "danger-zone").step).toBe("danger-zone-placement");
    const quest = rollMarkerPlacement(scripted([5, 5, 1, 2]), ["a", "b"], "super-quest");
    expect(quest).toMatchObject({ step: "super-quest-placement", winner: "b" });
  });

  test("one player, or the same player twice, is a programmer error", () => {
    expect(() => rollOff(scripted([]), ["a"], "terrain")).toThrow(/two players/);
    expect(() => rollOff(scripted([]), ["a", "a"], "terrain")).toThrow(/different/);
  });
});

import { describe, expect, test } from "vitest";
import { scriptedDice } from "../../dice";
import { member } from "../testing/fixtures";
import { rollCurseEvent } from "./roll-curse-event";

const heroes = { teamId: "h", teamName: "Heroes", fielded: [member("a", { name: "Ace" }), member("b", { name: "Bolt" })] };
const villains = {
  teamId: "v",
  teamName: "Villains",
  fielded: [member("x", { name: "Xur" }), member("y", { name: "Yag" }), member("z", { name: "Zed" })],
};

describe("Curse event (L2469–L2473)", () => {
  test("0 goals on the Chance roll → cursed, +1 curse", () => {
    const dice = scriptedDice([2, 1, 3]); // pick 2 → Bolt; Chance [1,3] = 0 goals
    const [record] = rollCurseEvent([heroes], dice);
    dice.assertExhausted();
    expect(record).toMatchObject({
      teamId: "h",
      target: { characterId: "b", name: "Bolt" },
      isCursed: true,
      curseChange: { teamId: "h", characterId: "b", delta: 1, reason: "curse-event" },
    });
    expect(record!.summary).toBe("Curse on Heroes: 1 Ace, 2 Bolt; D6 2 → Bolt; Chance 2D [1,3] = 0 goals → Bolt is cursed (+1 to all TNs)");
    expect(record!.thrown.map((d) => d.purpose)).toEqual(["curse-target", "curse-chance", "curse-chance"]);
  });

  test.each([
    { label: "1 goal", chance: [4, 1] },
    { label: "2 goals", chance: [6, 1] },
    { label: "4 goals", chance: [6, 6] },
  ])("$label → not cursed, no change", ({ chance }) => {
    const [record] = rollCurseEvent([heroes], scriptedDice([1, ...chance]));
    expect(record!.isCursed).toBe(false);
    expect(record!.curseChange).toBeUndefined();
    expect(record!.summary).toContain("Ace shrugs it off");
  });

  test("each team in order; empty numbers are re-rolled and kept as discarded", () => {
    const dice = scriptedDice([1, 4, 4, /* villains */ 5, 6, 3, 2, 2]);
    const records = rollCurseEvent([heroes, villains], dice);
    dice.assertExhausted();
    expect(records.map((r) => [r.teamId, r.target?.name, r.isCursed])).toEqual([
      ["h", "Ace", false],
      ["v", "Zed", true],
    ]);
    expect(records[1]!.pick!.thrown.map((d) => [d.face, d.status])).toEqual([
      [5, "discarded"],
      [6, "discarded"],
      [3, "kept"],
    ]);
  });

  test("earlier curses do not change the Chance roll (no TN, Ruling R12)", () => {
    const cursed = { ...heroes, fielded: [member("a", { state: { curses: 3 } })] };
    const [record] = rollCurseEvent([cursed], scriptedDice([4, 1]));
    expect(record!.chance!.pool.dice).toBe(2);
    expect(record!.isCursed).toBe(false);
  });

  test("a team with no member to number rolls nothing", () => {
    const dice = scriptedDice([]);
    const [record] = rollCurseEvent([{ teamId: "s", teamName: "Solo", fielded: [member("s", { kind: "sidekick" })] }], dice);
    expect(record).toMatchObject({ isCursed: false, thrown: [] });
    expect(record!.target).toBeUndefined();
  });

  test("a henchmen group can be the target", () => {
    const [record] = rollCurseEvent([{ teamId: "g", teamName: "Gang", fielded: [member("g", { kind: "henchmen" })] }], scriptedDice([1, 1]));
    expect(record!.target?.characterId).toBe("g");
    expect(record!.isCursed).toBe(true);
  });

  test("more than six members is a programmer error", () => {
    const big = { teamId: "b", teamName: "Big", fielded: Array.from({ length: 7 }, (_, i) => member(`c${i}`)) };
    expect(() => rollCurseEvent([big], scriptedDice([1, 1, 1]))).toThrow(/more than 6/);
  });
});

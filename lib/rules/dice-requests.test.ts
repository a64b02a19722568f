import { describe, expect, test } from "vitest";
import { rollD6, rollGoals, type Dice, type ThrownDie } from "./dice";
import { nextDiceRequest, type DiceGroup } from "./dice-requests";

/** A small two-step rule: character A's 4D pool with 2 re-rolls, then B's D6. */
function run(dice: Dice) {
  const a = rollGoals(dice, { dice: 4, rerolls: 2 }, "attack");
  const b = rollD6(dice, "injury");
  return { a, b };
}
const groups = (r: ReturnType<typeof run>): DiceGroup[] => [
  { characterId: "a", dice: r.a.thrown },
  { characterId: "b", teamId: "t2", dice: r.b.thrown },
];

describe("nextDiceRequest", () => {
  test("with nothing recorded, asks for the whole first throw of the pool and names its owner", () => {
    const probe = nextDiceRequest(run, [], groups);
    expect(probe).toEqual({ status: "needs-dice", request: { index: 0, sides: 6, count: 4, purpose: "attack", characterId: "a" } });
  });

  test("after a first throw with misses, asks for the re-rolls and says which faces they replace (Ruling R22)", () => {
    const probe = nextDiceRequest(run, [1, 5, 3, 6], groups);
    expect(probe).toEqual({
      status: "needs-dice",
      request: { index: 4, sides: 6, count: 2, purpose: "attack", characterId: "a", replacesFaces: [1, 3] },
    });
  });

  test("after a throw that needs no re-rolls, moves to the next roll and its owner", () => {
    const probe = nextDiceRequest(run, [4, 5, 6, 6], groups);
    expect(probe).toEqual({ status: "needs-dice", request: { index: 4, sides: 6, count: 1, purpose: "injury", characterId: "b", teamId: "t2" } });
  });

  test("complete once every die is recorded, with the same result as scripted dice", () => {
    const probe = nextDiceRequest(run, [1, 5, 3, 6, 2, 4, 3], groups);
    expect(probe.status).toBe("complete");
    if (probe.status !== "complete") return;
    expect(probe.result.a.final).toEqual([2, 5, 4, 6]);
    expect(probe.result.b.face).toBe(3);
  });

  test("left-over faces and impossible faces are programmer errors", () => {
    expect(() => nextDiceRequest(run, [4, 5, 6, 6, 3, 1], groups)).toThrow(/used 5 of 6/);
    expect(() => nextDiceRequest(run, [7], groups)).toThrow(/not possible on a D6/);
  });

  test("a run that loops on stand-in dice (a contest tied for ever) asks for one die at a time", () => {
    const forever = (dice: Dice) => {
      const thrown: ThrownDie[] = [];
      for (;;) {
        const x = dice.roll(6, "tie");
        const y = dice.roll(6, "tie");
        thrown.push({ sides: 6, face: x, purpose: "tie", status: "kept" });
        if (x === y && x > 0) continue;
        if (x !== y && thrown.length > 1000) return thrown;
      }
    };
    const probe = nextDiceRequest(forever, [], () => []);
    expect(probe).toEqual({ status: "needs-dice", request: { index: 0, sides: 6, count: 1, purpose: "tie" } });
  });
});

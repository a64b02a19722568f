import { describe, expect, test } from "vitest";
import { scriptedDice, seededDice } from "../../dice";
import { battleOfWits, type BattleOfWitsLeader } from "./battle-of-wits";

const ana: BattleOfWitsLeader = { playerId: "ana", mindDice: 2, isSuper: true };
const ben: BattleOfWitsLeader = { playerId: "ben", mindDice: 2, isSuper: true };

function run(faces: number[], leaders = [ana, ben], tn?: number) {
  const dice = scriptedDice(faces, 10);
  const result = battleOfWits(dice, leaders, tn === undefined ? undefined : { battleOfWitsTn: tn });
  if (!result.ok) throw new Error(result.error.message);
  dice.assertExhausted();
  return result.record;
}

describe("Battle of Wits (SU L1310–L1314)", () => {
  test("most Successes on the Mind roll wins; TN 6 by default (SU-R14)", () => {
    const r = run([6, 2, 5, 3]);
    expect(r).toMatchObject({ winner: "ana", tn: 6 });
    expect(r.rounds[0]!.rolls.map((x) => x.roll.successes)).toEqual([1, 0]);
    expect(r.summary).toBe("Battle of Wits (TN 6): ana 1 v ben 0 → ana");
  });

  test("the TN is a setting", () => {
    const r = run([6, 2, 5, 3, 9, 9, 1, 1], [ana, ben], 5);
    expect(r.rounds.map((x) => x.rolls.map((y) => y.roll.successes))).toEqual([
      [1, 1],
      [2, 0],
    ]);
  });

  test("ties are thrown again; every throw kept, the tied ones as re-rolled", () => {
    const r = run([7, 2, 8, 1, 3, 4, 9, 6]);
    expect(r.winner).toBe("ben");
    expect(r.rounds.map((x) => x.isTie)).toEqual([true, false]);
    expect(r.thrown.map((d) => d.status)).toEqual(["rerolled", "rerolled", "rerolled", "rerolled", "kept", "kept", "kept", "kept"]);
  });

  test("POWs throw their extra die in the Mind roll (SU-R2)", () => {
    const r = run([10, 5, 7, 2, 2]);
    expect(r.rounds[0]!.rolls[0]!.roll.thrown.map((d) => [d.face, d.origin])).toEqual([
      [10, "trait"],
      [5, "trait"],
      [7, "pow-extra"],
    ]);
    expect(r.rounds[0]!.rolls[0]!.roll.successes).toBe(2);
  });

  test("Power Up adds a die to each roll and is counted", () => {
    const r = run([2, 2, 8, 2, 2], [{ ...ana, powerUp: true }, ben]);
    expect(r).toMatchObject({ winner: "ana", powerUps: { ana: 1, ben: 0 } });
  });

  test("a Henchman Leader cannot Power Up; no dice at all is refused", () => {
    expect(battleOfWits(scriptedDice([], 10), [{ ...ana, isSuper: false, powerUp: true }, ben])).toMatchObject({ ok: false, error: { code: "power-up-not-super" } });
    expect(
      battleOfWits(scriptedDice([], 10), [
        { ...ana, mindDice: 0 },
        { ...ben, mindDice: 0 },
      ]),
    ).toMatchObject({ ok: false, error: { code: "battle-of-wits-no-dice" } });
  });
});

describe("replay", () => {
  test("the record's faces, in order, throw the same Battle of Wits", () => {
    const live = battleOfWits(seededDice(3), [ana, { ...ben, mindDice: 3 }]);
    if (!live.ok) throw new Error(live.error.message);
    const script = scriptedDice(
      live.record.thrown.map((d) => d.face),
      10,
    );
    expect(battleOfWits(script, [ana, { ...ben, mindDice: 3 }])).toEqual(live);
    script.assertExhausted();
  });
});

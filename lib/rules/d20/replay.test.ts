/**
 * Every random step records its dice, so an outcome replays from the faces a player typed in
 * (checked by `validateTypedFaces`, then fed back as scripted dice) and its odds can be shown.
 */
import { describe, expect, test } from "vitest";
import { scriptedDice, seededDice, validateTypedFaces, type ThrownDie } from "../dice";
import { rollAttack } from "./attack";
import { rollCheck } from "./check";
import { damageCheckFromFace, rollDamageCheck, UNHURT } from "./damage";
import { rollHazardCheck, startHazard } from "./hazards";
import { rollInitiative } from "./initiative";
import { attackOdds, checkOdds, damageOdds } from "./odds";

function replayDice(thrown: readonly ThrownDie[]) {
  const typed = validateTypedFaces(
    thrown.map((t) => String(t.face)),
    20,
    thrown.length,
  );
  if (!typed.ok) throw new Error(typed.error.message);
  return scriptedDice(typed.faces, 20);
}

describe("replay from typed-in dice", () => {
  test.each([1, 2, 3, 4, 5])("seed %i: check, attack, damage, hazard and initiative replay exactly", (seed) => {
    const runs = [
      (d: ReturnType<typeof seededDice>) => rollCheck(d, { modifier: 3, dc: 15, heroPoint: seed % 2 === 0 }, "skill"),
      (d: ReturnType<typeof seededDice>) => rollAttack(d, { attackBonus: 6, defence: 9, threatFrom: 18 }, "attack"),
      (d: ReturnType<typeof seededDice>) => rollDamageCheck(d, { toughness: 7, damageRank: 9, track: { ...UNHURT, penalty: 1 } }, "toughness"),
      (d: ReturnType<typeof seededDice>) => rollHazardCheck(d, startHazard("suffocation"), 2),
      (d: ReturnType<typeof seededDice>) =>
        rollInitiative(
          d,
          ["a", "b", "c"].map((id) => ({ id, modifier: 0, dodge: 0, agility: 0, awareness: 0 })),
        ),
    ];
    for (const run of runs) {
      const original = run(seededDice(seed));
      const thrown = "thrown" in original ? original.thrown : original.check!.thrown;
      const dice = replayDice(thrown);
      expect(run(dice)).toEqual(original);
      dice.assertExhausted();
    }
  });
});

describe("the odds of what was rolled", () => {
  test("a check's odds hold its own outcome", () => {
    const result = rollCheck(scriptedDice([9], 20), { modifier: 2, dc: 15 }, "x");
    const odds = checkOdds({ modifier: 2, dc: 15 });
    expect(odds.outcomes.find((o) => o.degree.outcome === result.degree.outcome && o.degree.degrees === result.degree.degrees)?.ways).toBeGreaterThan(0);
    expect(attackOdds({ attackBonus: 6, defence: 9 })).toMatchObject({ miss: 12, hit: 7, critical: 1 }); // defence class 19: faces 13–19 hit, 20 crits
  });

  test("damage odds equal the ladder run once per face", () => {
    const input = { toughness: 5, damageRank: 8, track: { ...UNHURT, penalty: 1, staggered: true } };
    const counts = new Map<string, number>();
    for (let face = 1; face <= 20; face++) {
      const key = JSON.stringify(damageCheckFromFace(face, input, "x").track);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(new Map(damageOdds(input).map((o) => [JSON.stringify(o.track), o.ways]))).toEqual(counts);
    const minion = damageOdds({ toughness: 5, damageRank: 8, track: UNHURT, minion: true });
    expect(minion.map((o) => [o.track.state, o.ways])).toEqual([
      ["active", 3],
      ["incapacitated", 17],
    ]); // DC 23: only 18–20 resist
  });
});

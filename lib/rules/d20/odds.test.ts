import { describe, expect, test } from "vitest";
import { attackFromFace, type AttackInput } from "./attack";
import { checkFromFace, degreeLevel, type D20CheckInput } from "./check";
import { attackOdds, checkOdds } from "./odds";
import { d20Settings, type D20Settings } from "./settings";

/** Runs the check rule once per face and counts the degrees. */
function enumerateCheck(input: D20CheckInput, settings?: D20Settings): Map<number, number> {
  const counts = new Map<number, number>();
  for (let face = 1; face <= 20; face++) {
    const level = degreeLevel(checkFromFace(face, input, "x", settings).degree);
    counts.set(level, (counts.get(level) ?? 0) + 1);
  }
  return counts;
}

function oddsAsMap(input: D20CheckInput, settings?: D20Settings): Map<number, number> {
  return new Map(checkOdds(input, settings).outcomes.map((o) => [degreeLevel(o.degree), o.ways]));
}

describe("exact odds equal enumeration over the 20 faces", () => {
  const modifiers = [-8, -3, 0, 2, 5, 9, 14, 25];
  const dcs = [0, 5, 10, 15, 17, 20, 25, 30, 40];

  test.each([
    { label: "defaults", settings: d20Settings() },
    { label: "no natural-20 degree", settings: d20Settings({ naturalTwentyImprovesDegree: false }) },
    { label: "degree step 3", settings: d20Settings({ degreeStep: 3 }) },
  ])("checks, every modifier and DC, with and without a hero point ($label)", ({ settings }) => {
    for (const modifier of modifiers)
      for (const dc of dcs)
        for (const heroPoint of [false, true]) {
          const input = { modifier, dc, heroPoint };
          expect(oddsAsMap(input, settings)).toEqual(enumerateCheck(input, settings));
          const odds = checkOdds(input, settings);
          expect(odds.outcomes.reduce((s, o) => s + o.ways, 0)).toBe(20);
          expect(odds.success.probability).toBeCloseTo(odds.success.ways / 20, 12);
        }
  });

  test("circumstances count in the odds", () => {
    const input = { modifier: 3, dc: 15, circumstances: ["major-unfavourable"] as const };
    expect(oddsAsMap(input)).toEqual(enumerateCheck(input));
    expect(checkOdds(input).success.ways).toBe(checkOdds({ modifier: -2, dc: 15 }).success.ways);
  });

  test("the 55 % rule (L587)", () => {
    expect(checkOdds({ modifier: 0, dc: 10 }).success.probability).toBe(0.55);
  });

  test("attacks, every bonus, defence and threat range, minions too", () => {
    for (const attackBonus of [-5, 0, 4, 8, 12, 30])
      for (const defence of [0, 5, 8, 12, 20])
        for (const threatFrom of [20, 19, 18, 15])
          for (const attackerIsMinion of [false, true]) {
            const input: AttackInput = { attackBonus, defence, threatFrom, attackerIsMinion };
            const counts = { miss: 0, hit: 0, critical: 0 };
            for (let face = 1; face <= 20; face++) counts[attackFromFace(face, input, "a").outcome]++;
            const odds = attackOdds(input);
            expect({ miss: odds.miss, hit: odds.hit, critical: odds.critical }).toEqual(counts);
          }
  });

  test("a routine attack is certain either way", () => {
    expect(attackOdds({ attackBonus: 0, defence: 0, routine: true })).toMatchObject({ hit: 20, miss: 0 });
    expect(attackOdds({ attackBonus: 0, defence: 1, routine: true })).toMatchObject({ hit: 0, miss: 20 });
  });
});

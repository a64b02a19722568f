import { describe, expect, test } from "vitest";
import { scriptedDice } from "../../dice";
import { fraction, fractionText } from "./fraction";
import { rollSpecial, SPECIAL_ROLL_IDS, SPECIAL_ROLLS, specialOdds, type SpecialRollId } from "./special-rolls";

const FACES = [1, 2, 3, 4, 5, 6];

describe("the traits' own d6 rolls (VS-R10)", () => {
  test.each<{ id: SpecialRollId; effectFaces: number[]; line: number; odds: string }>([
    { id: "disable", effectFaces: [4, 5, 6], line: 169, odds: "1/2" },
    { id: "recruit", effectFaces: [5, 6], line: 207, odds: "1/3" },
    { id: "stun", effectFaces: [1, 2, 3, 4], line: 237, odds: "2/3" },
    { id: "summon", effectFaces: [5, 6], line: 243, odds: "1/3" },
    { id: "trap", effectFaces: [5, 6], line: 275, odds: "1/3" },
  ])("$id: effect on $effectFaces (L$line), chance $odds, matching every face", ({ id, effectFaces, line, odds }) => {
    expect(SPECIAL_ROLLS.find((r) => r.id === id)).toMatchObject({ effectFaces, line });
    const hits = FACES.filter((face) => {
      const dice = scriptedDice([face]);
      const roll = rollSpecial(id, dice);
      dice.assertExhausted();
      expect(roll.thrown).toEqual([{ sides: 6, face, purpose: `vsgmr-${id}`, status: "kept" }]);
      return roll.hasEffect;
    });
    expect(hits).toEqual(effectFaces);
    expect(fractionText(specialOdds(id))).toBe(odds);
    expect(specialOdds(id)).toEqual(fraction(hits.length, 6));
  });

  test("every special roll is in the table once, and a summary says what happened", () => {
    expect(SPECIAL_ROLLS.map((r) => r.id)).toEqual([...SPECIAL_ROLL_IDS]);
    expect(rollSpecial("recruit", scriptedDice([5])).summary).toBe("Recruit d6 [5]: The defeated figure changes sides and acts from next round.");
    expect(rollSpecial("recruit", scriptedDice([4])).summary).toBe("Recruit d6 [4]: The defeated figure is removed as usual.");
  });
});

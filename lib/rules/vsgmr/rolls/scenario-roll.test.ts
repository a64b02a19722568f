import { describe, expect, test } from "vitest";
import { scriptedDice } from "../../dice";
import { VSGMR_SCENARIO_IDS } from "../data/scenarios";
import { fractionText } from "./fraction";
import { rollScenario, scenarioPool, scenarioRollOdds, scenarioRollSides, typedScenarioRoll } from "./scenario-roll";

describe("rolling the scenario (VS-R18)", () => {
  test("all seven: a d8 picks them in book order", () => {
    expect(scenarioRollSides(7)).toBe(8);
    VSGMR_SCENARIO_IDS.forEach((id, i) => expect(rollScenario(VSGMR_SCENARIO_IDS, scriptedDice([i + 1], 8)).scenarioId).toBe(id));
  });

  test("an 8 is rolled again, and every die is kept in order", () => {
    const dice = scriptedDice([8, 8, 3], 8);
    const roll = rollScenario(VSGMR_SCENARIO_IDS, dice);
    dice.assertExhausted();
    expect(roll.scenarioId).toBe("escape");
    expect(roll.faces).toEqual([8, 8, 3]);
    expect(roll.thrown.map((d) => d.status)).toEqual(["rerolled", "rerolled", "kept"]);
    expect(roll.summary).toBe("Scenario d8 [3]: Escape, after 8, 8 rolled again");
  });

  test("a smaller pool: book order whatever order the setting lists, the smallest die with a face for each", () => {
    const pool = scenarioPool(["transport", "basic-game", "outflanked"]);
    expect(pool).toEqual(["basic-game", "outflanked", "transport"]);
    expect(scenarioRollSides(3)).toBe(4);
    expect(rollScenario(pool, scriptedDice([4, 2], 4))).toMatchObject({ scenarioId: "outflanked", faces: [4, 2] });
    expect(scenarioRollSides(2)).toBe(2);
    expect(scenarioRollSides(5)).toBe(6);
    expect(() => scenarioRollSides(1)).toThrow();
  });

  test("exact odds: each scenario one in the pool's size, whatever the die", () => {
    const all = scenarioRollOdds(VSGMR_SCENARIO_IDS);
    expect({ sides: all.sides, each: fractionText(all.each), reroll: fractionText(all.reroll), expectedDice: fractionText(all.expectedDice) }).toEqual({
      sides: 8,
      each: "1/7",
      reroll: "1/8",
      expectedDice: "8/7",
    });
    const five = scenarioRollOdds(["basic-game", "ambush", "escape", "outflanked", "transport"]);
    expect([five.sides, fractionText(five.each), fractionText(five.reroll)]).toEqual([6, "1/5", "1/6"]);
  });

  test("typed dice: re-rolled faces first, the picking face last; anything else is refused with a reason", () => {
    expect(typedScenarioRoll(VSGMR_SCENARIO_IDS, [8, 5])).toMatchObject({ ok: true, roll: { scenarioId: "outflanked", faces: [8, 5] } });
    expect(typedScenarioRoll(VSGMR_SCENARIO_IDS, [])).toEqual({ ok: false, message: "Type the face of your d8." });
    expect(typedScenarioRoll(VSGMR_SCENARIO_IDS, [9])).toEqual({ ok: false, message: "9 is not a face of a d8 (1–8)." });
    expect(typedScenarioRoll(VSGMR_SCENARIO_IDS, [8])).toEqual({ ok: false, message: "8 is rolled again: type the next die too." });
    expect(typedScenarioRoll(VSGMR_SCENARIO_IDS, [2, 8])).toEqual({ ok: false, message: "The 2 already picked a scenario: type no dice after it." });
  });
});

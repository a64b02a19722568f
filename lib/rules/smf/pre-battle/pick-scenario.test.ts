import { describe, expect, test } from "vitest";
import { scriptedDice } from "../../dice";
import { pickScenario } from "./pick-scenario";

describe("pickScenario (L2078–L2087)", () => {
  test.each([
    [1, "fortress-assault", "Fortress Assault"],
    [2, "rooftop-rumble", "Rooftop Rumble!"],
    [3, "seek-and-find", "Seek and Find"],
    [4, "team-up", "Team-Up"],
    [5, "the-fissure", "The Fissure"],
    [6, "the-weapon", "The Weapon"],
  ] as const)("D6 %i → %s", (face, id, name) => {
    const dice = scriptedDice([face]);
    const record = pickScenario({}, dice);
    dice.assertExhausted();
    expect(record).toMatchObject({ step: "scenario", scenarioId: id, source: "rolled", face });
    expect(record.thrown).toEqual([{ sides: 6, face, purpose: "scenario", status: "kept" }]);
    expect(record.summary).toBe(`Random scenario D6 ${face} → ${name}`);
  });

  test("an agreed scenario throws no die", () => {
    const record = pickScenario({ chosenId: "the-fissure" }, scriptedDice([]));
    expect(record).toEqual({
      step: "scenario",
      scenarioId: "the-fissure",
      source: "chosen",
      thrown: [],
      summary: "Scenario chosen: The Fissure",
    });
  });
});

import { describe, expect, test } from "vitest";
import { scriptedDice } from "../../dice";
import { determineDeployment } from "./determine-deployment";
import { rollTerrain } from "./roll-off";
import { pickScenario } from "./pick-scenario";

describe("Deployment type (SU L1284)", () => {
  test.each([
    { face: 4, type: "zones" },
    { face: 7, type: "markers" },
  ])("no Terrain Roll: D10 $face → $type", ({ face, type }) => {
    const dice = scriptedDice([face], 10);
    expect(determineDeployment({}, dice)).toMatchObject({ ok: true, record: { type, source: "rolled", face, thrown: [{ sides: 10, face }] } });
    dice.assertExhausted();
  });

  const terrainRoll = rollTerrain(scriptedDice([2, 9], 10), ["ana", "ben"]);
  test("after a Terrain Roll its loser chooses, no die thrown", () => {
    const result = determineDeployment({ terrainRoll, choice: { by: "ana", type: "markers" } }, scriptedDice([], 10));
    expect(result).toMatchObject({ ok: true, record: { type: "markers", source: "terrain-roll-loser", chosenBy: "ana", thrown: [] } });
  });
  test.each([
    { label: "no choice", choice: undefined, code: "deployment-choice-missing" },
    { label: "the winner choosing", choice: { by: "ben", type: "zones" as const }, code: "deployment-chooser-won-terrain" },
  ])("refuses $label", ({ choice, code }) => {
    expect(determineDeployment({ terrainRoll, choice }, scriptedDice([], 10))).toMatchObject({ ok: false, error: { code } });
  });
});

describe("Scenario (SU L1330–L1340)", () => {
  test("chosen: no die", () => {
    expect(pickScenario({ chosenId: "slugfest" }, scriptedDice([], 10))).toEqual({
      step: "scenario",
      scenarioId: "slugfest",
      source: "chosen",
      thrown: [],
      summary: "Scenario chosen: Slugfest",
    });
  });
  test("rolled: one D10 on the table", () => {
    const r = pickScenario({}, scriptedDice([9], 10));
    expect(r).toMatchObject({ scenarioId: "super-quest", source: "rolled", face: 9, summary: "Scenario D10 9 → Super Quest" });
    expect(r.thrown).toEqual([{ sides: 10, face: 9, purpose: "scenario", status: "kept" }]);
  });
});

import { describe, expect, test } from "vitest";
import { SCENARIO_IDS } from "../set-up/tables";
import { checkEndgame, endgameOf, ENDGAMES, isBelowHalf, type EndgameErrorCode } from "./endgame";
import type { ModelEndState } from "./model-end-state";
import { scoreBattle } from "./score-battle";
import type { SideModels } from "./subplot-vp";

const m = (modelId: string, level: number, state: ModelEndState["state"]): ModelEndState => ({ modelId, level, state, isLeader: false, isSuper: level >= 3 });
const side = (sideId: string, ...models: ModelEndState[]): SideModels => ({ sideId, models });

/** Two teams of three: 5 + 4 + 1 Levels each (10), everyone standing. */
const standing = (sideId: string) => side(sideId, m(`${sideId}-1`, 5, "active"), m(`${sideId}-2`, 4, "active"), m(`${sideId}-3`, 1, "active"));
const code = (r: ReturnType<typeof checkEndgame>): EndgameErrorCode | "ok" => (r.ok ? "ok" : r.error.code);

test("every scenario has exactly one Endgame row, citing its line", () => {
  expect(ENDGAMES.map((r) => r.scenarioId).sort()).toEqual([...SCENARIO_IDS].sort());
  for (const id of SCENARIO_IDS) expect(endgameOf(id).line).toBeGreaterThanOrEqual(1370);
});

describe("below half is exact (SU L1376)", () => {
  test.each([
    ["5 Levels, 2 standing: below", 5, 2, true],
    ["5 Levels, 3 standing: not below", 5, 3, false],
    ["10 Levels, 5 standing: half is not below", 10, 5, false],
    ["10 Levels, 4 standing: below", 10, 4, true],
  ] as const)("%s", (_label, startLevels, standingLevels, expected) => {
    expect(isBelowHalf({ startLevels, standingLevels })).toBe(expected);
  });
});

describe("Slugfest's Endgame: a team below half its starting Levels (SU L1376, Ruling SU-R42)", () => {
  test.each<[string, SideModels[], EndgameErrorCode | "ok"]>([
    ["everyone standing: the Endgame never came", [standing("ana"), standing("ben")], "endgame-not-reached"],
    ["a team at exactly half standing is not below it", [side("ana", m("a1", 5, "active"), m("a2", 5, "ko")), standing("ben")], "endgame-not-reached"],
    ["a KO'ed model is not standing: 4 of 10 is below half", [side("ana", m("a1", 6, "ko"), m("a2", 4, "active")), standing("ben")], "ok"],
    [
      "an Incapacitated model and one off the table count as gone",
      [side("ana", m("a1", 5, "incapacitated"), m("a2", 4, "off-board"), m("a3", 1, "active")), standing("ben")],
      "ok",
    ],
    ["both teams below half", [side("ana", m("a1", 5, "ko"), m("a2", 1, "active")), side("ben", m("b1", 9, "incapacitated"), m("b2", 1, "active"))], "ok"],
  ])("%s", (_label, sides, expected) => {
    expect(code(checkEndgame({ scenarioId: "slugfest", sides }))).toBe(expected);
  });

  test("the refusal gives each team's Levels standing", () => {
    const r = checkEndgame({ scenarioId: "slugfest", sides: [standing("ana"), side("ben", m("b1", 4, "active"), m("b2", 4, "ko"))] });
    expect(r).toEqual({ ok: false, error: { code: "endgame-not-reached", message: expect.stringContaining("ana 10 of 10, ben 4 of 8") } });
  });

  test("the outcome names the teams below half", () => {
    const r = checkEndgame({ scenarioId: "slugfest", sides: [standing("ana"), side("ben", m("b1", 4, "active"), m("b2", 5, "ko"))] });
    expect(r).toMatchObject({
      ok: true,
      endgame: {
        belowHalf: ["ben"],
        sides: [
          { sideId: "ana", startLevels: 10, standingLevels: 10, standingModels: 3 },
          { sideId: "ben", startLevels: 9, standingLevels: 4, standingModels: 1 },
        ],
      },
    });
  });
});

describe("Danger Zone's Endgame: all 6 Power Markers Claimed at once (SU L1394)", () => {
  test.each<[string, SideModels[], Record<string, number>, EndgameErrorCode | "ok"]>([
    ["six models between them can hold the six markers; the Claims moved in the last Turns", [standing("ana"), standing("ben")], { ana: 2, ben: 1 }, "ok"],
    ["one model each can never Claim six markers at once", [side("ana", m("a1", 5, "active")), side("ben", m("b1", 5, "active"))], { ana: 1, ben: 0 }, "endgame-unreachable"],
    [
      "a Claim needs a model standing: three Claims with two standing",
      [side("ana", m("a1", 5, "active"), m("a2", 4, "active"), m("a3", 1, "ko")), standing("ben")],
      { ana: 3, ben: 0 },
      "claims-beyond-models",
    ],
  ])("%s", (_label, sides, claimed, expected) => {
    expect(code(checkEndgame({ scenarioId: "danger-zone", sides, claimed }))).toBe(expected);
  });
});

describe("Enemy Territory's Endgame: one player Claims both Enemy Objectives (SU L1404)", () => {
  test.each<[string, SideModels[], Record<string, number>, EndgameErrorCode | "ok"]>([
    ["a team of two can take both", [side("ana", m("a1", 5, "active"), m("a2", 4, "active")), side("ben", m("b1", 9, "active"))], { ana: 2, ben: 0 }, "ok"],
    ["no team fielded two models", [side("ana", m("a1", 9, "active")), side("ben", m("b1", 9, "active"))], { ana: 1, ben: 1 }, "endgame-unreachable"],
    ["two Claims by a team with one model standing", [side("ana", m("a1", 5, "active"), m("a2", 4, "incapacitated")), standing("ben")], { ana: 2, ben: 0 }, "claims-beyond-models"],
  ])("%s", (_label, sides, claimed, expected) => {
    expect(code(checkEndgame({ scenarioId: "enemy-territory", sides, claimed }))).toBe(expected);
  });
});

describe("Hold Ground's Endgame: one player Claims 3 or more Table Quarters (SU L1416)", () => {
  test.each<[string, SideModels[], Record<string, number>, EndgameErrorCode | "ok"]>([
    ["three models can hold three Quarters; the last Turns left 1 v 1", [standing("ana"), standing("ben")], { ana: 1, ben: 1 }, "ok"],
    [
      "no team fielded three models",
      [side("ana", m("a1", 5, "active"), m("a2", 4, "active")), side("ben", m("b1", 5, "active"), m("b2", 4, "active"))],
      { ana: 0, ben: 0 },
      "endgame-unreachable",
    ],
    [
      "three Quarters with two models standing",
      [side("ana", m("a1", 5, "active"), m("a2", 4, "active"), m("a3", 1, "ko")), standing("ben")],
      { ana: 3, ben: 0 },
      "claims-beyond-models",
    ],
  ])("%s", (_label, sides, claimed, expected) => {
    expect(code(checkEndgame({ scenarioId: "hold-ground", sides, claimed }))).toBe(expected);
  });
});

describe("Super Quest's Endgame: all 4 Quest Markers Claimed at once (SU L1437)", () => {
  test.each<[string, SideModels[], Record<string, number>, EndgameErrorCode | "ok"]>([
    [
      "two models a side can hold the four markers",
      [side("ana", m("a1", 5, "active"), m("a2", 4, "active")), side("ben", m("b1", 5, "active"), m("b2", 4, "active"))],
      { ana: 2, ben: 2 },
      "ok",
    ],
    [
      "three models in all can never hold four markers",
      [side("ana", m("a1", 5, "active"), m("a2", 4, "active")), side("ben", m("b1", 9, "active"))],
      { ana: 2, ben: 1 },
      "endgame-unreachable",
    ],
    ["a KO'ed model Claims nothing (SU L1368)", [side("ana", m("a1", 5, "ko"), m("a2", 4, "active")), standing("ben")], { ana: 2, ben: 0 }, "claims-beyond-models"],
  ])("%s", (_label, sides, claimed, expected) => {
    expect(code(checkEndgame({ scenarioId: "super-quest", sides, claimed }))).toBe(expected);
  });
});

test("scoreBattle refuses an end the Endgame cannot produce, with the Endgame's code", () => {
  expect(scoreBattle({ scenarioId: "slugfest", sides: [standing("ana"), standing("ben")] })).toMatchObject({ ok: false, error: { code: "endgame-not-reached" } });
  expect(scoreBattle({ scenarioId: "hold-ground", sides: [standing("ana"), standing("ben")], claimed: { ana: 3, ben: 0 } })).toMatchObject({ ok: true });
});

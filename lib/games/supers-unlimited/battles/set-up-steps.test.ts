import { describe, expect, test } from "vitest";
import { scriptedDice } from "@/lib/rules/dice";
import { DEFAULT_SU_DICE_SETTINGS, DEFAULT_SU_SET_UP_SETTINGS } from "@/lib/rules/supers-unlimited";
import {
  nextSetUpStep,
  runSetUpStep,
  setUpSteps,
  stepLine,
  typedDice,
  TypedDiceShort,
  typedDiceHint,
  withTeamNames,
  type SuSetUpOptions,
  type SuSetUpStep,
  type SuStepChoice,
} from "./set-up-steps";
import type { SuSetUp } from "./su-battle-details";

const options = (over: Partial<SuSetUpOptions> = {}): SuSetUpOptions => ({
  useTerrainRoll: false,
  useSubplots: false,
  usePlasmaX: false,
  gameLevels: 25,
  setUp: DEFAULT_SU_SET_UP_SETTINGS,
  dice: DEFAULT_SU_DICE_SETTINGS,
  ...over,
});
const players = [
  { teamId: "ana", leader: { mindDice: 2, isSuper: true } },
  { teamId: "ben", leader: { mindDice: 1, isSuper: true } },
];

function run(opts: SuSetUpOptions, setUp: SuSetUp, step: SuSetUpStep, faces: number[], choice: SuStepChoice = {}) {
  const dice = scriptedDice(faces, 10);
  const result = runSetUpStep(opts, players, setUp, step, choice, dice);
  if (!result.ok) throw new Error(result.error.message);
  dice.assertExhausted();
  return result;
}

describe("the steps a league plays", () => {
  test("the least: Deployment, Scenario, Battle of Wits", () => {
    expect(setUpSteps(options(), {}).map((s) => s.step)).toEqual(["deployment", "scenario", "battle-of-wits"]);
  });
  test("every option: the Terrain Roll first, its loser choosing the Deployment; Subplots; Plasma X", () => {
    const steps = setUpSteps(options({ useTerrainRoll: true, useSubplots: true, usePlasmaX: true }), {});
    expect(steps.map((s) => s.step)).toEqual(["terrain", "deployment", "scenario", "subplots", "plasma-x", "battle-of-wits"]);
    expect(steps[1]).toMatchObject({ hasDice: false, mayChoose: true });
  });
  test("a Super Quest adds its placement roll-off and Quest Markers (L1424), a Prize its type (L1481)", () => {
    const opts = options({ useSubplots: true });
    let setUp = run(opts, {}, "deployment", [4]).setUp;
    setUp = run(opts, setUp, "scenario", [], { scenarioId: "super-quest" }).setUp;
    expect(setUpSteps(opts, setUp).map((s) => s.step)).toEqual(["deployment", "scenario", "placement", "quest-markers", "subplots", "battle-of-wits"]);
    setUp = run(opts, setUp, "placement", [3, 8]).setUp;
    setUp = run(opts, setUp, "quest-markers", [1, 4, 6, 10]).setUp;
    setUp = run(opts, setUp, "subplots", [3, 1]).setUp;
    expect(nextSetUpStep(opts, setUp)?.step).toBe("prize");
    setUp = run(opts, setUp, "prize", [2]).setUp;
    expect(nextSetUpStep(opts, setUp)?.step).toBe("prize-choice");
    setUp = run(opts, setUp, "prize-choice", [], { prizeType: "mystic" }).setUp;
    expect(setUp.prize?.type).toBe("mystic");
    expect(nextSetUpStep(opts, setUp)?.step).toBe("battle-of-wits");
  });
});

describe("each step on the rules library", () => {
  test("the Terrain Roll's loser chooses the Deployment; the winner may not (L1284)", () => {
    const opts = options({ useTerrainRoll: true });
    const setUp = run(opts, {}, "terrain", [3, 8]).setUp;
    expect(setUp.terrain?.winner).toBe("ben");
    expect(runSetUpStep(opts, players, setUp, "deployment", { byTeamId: "ben", deploymentType: "zones" }, scriptedDice([], 10))).toMatchObject({
      ok: false,
      error: { code: "rule-refused" },
    });
    expect(runSetUpStep(opts, players, setUp, "deployment", {}, scriptedDice([], 10))).toMatchObject({ ok: false, error: { code: "choice-missing" } });
    expect(run(opts, setUp, "deployment", [], { byTeamId: "ana", deploymentType: "markers" }).setUp.deployment).toMatchObject({ type: "markers", chosenBy: "ana" });
  });
  test("a chosen scenario throws nothing; a rolled one throws 1D10 (L1330)", () => {
    const deployed = { deployment: {} as never };
    expect(run(options(), deployed, "scenario", [], { scenarioId: "slugfest" })).toMatchObject({ faces: [], summary: "Scenario chosen: Slugfest" });
    expect(run(options(), deployed, "scenario", [9])).toMatchObject({ faces: [9], setUp: { scenario: { scenarioId: "super-quest", source: "rolled" } } });
  });
  test("two choosers throw again; one chooser then chooses (L1457, SU-R10)", () => {
    const opts = options({ useSubplots: true });
    const rolled = run(opts, { deployment: {} as never, scenario: {} as never }, "subplots", [9, 10, 9, 2]);
    expect(rolled.faces).toEqual([9, 10, 9, 2]);
    expect(nextSetUpStep(opts, rolled.setUp)?.step).toBe("subplot-choice");
    const chosen = run(opts, rolled.setUp, "subplot-choice", [], { subplotId: "first-blood" });
    expect(chosen.setUp.subplots?.entries.map((e) => e.subplotId)).toEqual(["first-blood", "first-blood"]);
  });
  test("the Battle of Wits rolls each Leader's Mind dice, every die in the faces", () => {
    const opts = options();
    const r = run(opts, { deployment: {} as never, scenario: {} as never }, "battle-of-wits", [6, 2, 5]);
    expect(r.setUp.battleOfWits?.winner).toBe("ana");
    expect(r.faces).toEqual([6, 2, 5]);
  });
  test("a Leader's Power Up adds a die to each Mind roll and is counted (SU L563–L565)", () => {
    const r = run(options(), { deployment: {} as never, scenario: {} as never }, "battle-of-wits", [2, 2, 8, 2], { powerUpTeamIds: ["ana"] });
    expect(r.setUp.battleOfWits).toMatchObject({ winner: "ana", powerUps: { ana: 1, ben: 0 } });
    expect(runSetUpStep(options(), players, { deployment: {} as never, scenario: {} as never }, "battle-of-wits", { powerUpTeamIds: ["zed"] }, scriptedDice([], 10))).toMatchObject(
      {
        ok: false,
        error: { code: "choice-invalid" },
      },
    );
  });
  test("a step that is not next is refused", () => {
    expect(runSetUpStep(options(), players, {}, "battle-of-wits", {}, scriptedDice([], 10))).toMatchObject({
      ok: false,
      error: { code: "step-not-next", message: "The next step is the Deployment." },
    });
  });
});

describe("typed dice", () => {
  test("hands out the faces in order and counts them", () => {
    const dice = typedDice([4, 7]);
    expect([dice.roll(10, "x"), dice.roll(10, "x")]).toEqual([4, 7]);
    expect(dice.used()).toBe(2);
  });
  test("running out says so (a tie or a POW needs more dice than typed)", () => {
    const dice = typedDice([4]);
    dice.roll(10, "x");
    expect(() => dice.roll(10, "x")).toThrow(TypedDiceShort);
  });
});

test.each([
  { label: "a summary that names its step stands alone", step: "scenario" as const, summary: "Scenario D10 9 → Super Quest", line: "Scenario D10 9 → Super Quest" },
  { label: "a roll-off's summary gets the step's name", step: "terrain" as const, summary: "ana 3, ben 8 → ben", line: "Terrain Roll: ana 3, ben 8 → ben" },
])("$label", ({ step, summary, line }) => {
  expect(stepLine(step, summary)).toBe(line);
});

test("summaries name teams, not ids", () => {
  expect(
    withTeamNames(
      "ana 3, ben 8 → ben",
      new Map([
        ["ana", "Avengers"],
        ["ben", "Brood"],
      ]),
    ),
  ).toBe("Avengers 3, Brood 8 → Brood");
});

describe("the typed-dice hint says how many dice, in what order (#22 point 8)", () => {
  test.each<[SuSetUpStep, string]>([
    ["terrain", "Type one D10 per team (2), in this order: Ana, Ben; then, if the highest is tied, one more for each tied team, in the same order, until the tie is broken."],
    ["plasma-x", "Type one D10 per team (2), in this order: Ana, Ben."],
    ["quest-markers", "Type one D10 per Quest Marker (4), in the order the markers were placed."],
    ["deployment", "Type the one D10 thrown."],
  ])("%s", (step, hint) => {
    expect(typedDiceHint(step, ["Ana", "Ben"])).toBe(hint);
  });
});

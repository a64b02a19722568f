import { describe, expect, test } from "vitest";
import { battleInput, member, squad, teamReport } from "../testing/fixtures";
import { validatePostBattleInput } from "./run-post-battle";
import type { BattleReport, PostBattleChoices, TeamBattleReport } from "./types";

const vamp = member("vamp", { powers: ["vampire"] });
const home = squad("home", [member("h1"), member("h2"), member("gone", { state: { status: "dead" } })], { name: "Home" });
const foes = squad("foes", [vamp, member("f2"), member("held", { state: { status: "captured" } })], { name: "Foes" });
const third = squad("third", [member("x1")], { name: "Third" });

function problems(
  homeExtra: Partial<TeamBattleReport> = {},
  report: Partial<BattleReport> = {},
  options: { results?: [TeamBattleReport["result"], TeamBattleReport["result"]]; choices?: PostBattleChoices; goal?: number } = {},
) {
  const [a, b] = options.results ?? ["won", "lost"];
  const input = battleInput([home, foes, third], [teamReport(home, a, homeExtra), teamReport(foes, b)], {
    report,
    choices: options.choices ?? {},
    campaign: options.goal !== undefined ? { storyPointGoal: options.goal } : {},
  });
  return validatePostBattleInput(input).map((p) => p.code);
}

const ko = (characterId: string, extra = {}) => ({ characterId, track: "body" as const, furtherHarm: 0, ...extra });

describe("validateBattleReport", () => {
  test("a plain report is valid", () => {
    expect(problems()).toEqual([]);
  });

  test.each<[string, Parameters<typeof problems>, string]>([
    ["issue 0", [{}, { issue: 0 }], "invalid-issue"],
    ["goal 0", [{}, {}, { goal: 0 }], "invalid-goal"],
    ["one team", [{}, { teams: [] }], "not-enough-teams"],
    ["two winners", [{}, {}, { results: ["won", "won"] }], "invalid-results"],
    ["a draw for one team only (Ruling R9)", [{}, {}, { results: ["draw", "lost"] }], "invalid-results"],
    ["a fielded stranger", [{ fieldedCharacterIds: ["f2"] }], "unknown-character"],
    ["a dead member fielded", [{ fieldedCharacterIds: ["h1", "gone"] }], "not-available"],
    ["a KO'ed member not fielded", [{ fieldedCharacterIds: ["h1"], knockedOut: [ko("h2")] }], "not-fielded"],
    ["the same KO twice", [{ knockedOut: [ko("h1"), ko("h1")] }], "duplicate-knockout"],
    ["negative further harm", [{ knockedOut: [ko("h1", { furtherHarm: -1 })] }], "invalid-further-harm"],
    ["injured by its own team", [{ knockedOut: [ko("h1", { injuredByTeamId: "home" })] }], "invalid-injuring-team"],
    ["a vampire that is not one", [{ knockedOut: [ko("h1", { vampireId: "f2" })] }], "invalid-vampire"],
    ["fragments outside Seek and Find", [{ fragmentsCarriedOff: 2 }], "wrong-scenario"],
    ["civilians without the Civilians event", [{ civiliansRescued: 1 }], "wrong-event"],
    ["seven civilians", [{ civiliansRescued: 7 }, { specialEventId: "civilians" }], "invalid-count"],
    ["six fragments", [{ fragmentsCarriedOff: 6 }, { scenarioId: "seek-and-find" }], "invalid-count"],
    ["more carriers than fragments", [{ fragmentsCarriedOff: 1, fragmentCarrierIds: ["h1", "h2"] }, { scenarioId: "seek-and-find" }], "invalid-count"],
    ["a communing character who did not fight", [{ spaceGodCommunions: [{ characterId: "f2", goals: 4 }] }, { specialEventId: "toga-wearing-space-god" }], "not-fielded"],
    [
      "one character communing twice",
      [
        {
          spaceGodCommunions: [
            { characterId: "h1", goals: 4 },
            { characterId: "h1", goals: 5 },
          ],
        },
        { specialEventId: "toga-wearing-space-god" },
      ],
      "duplicate-communion",
    ],
    ["releasing someone not captured", [{}, { releasedCharacterIds: ["h1"] }], "not-captured"],
    ["an illegal thrall power", [{}, {}, { choices: { thrallPowers: { h1: "magic-artifact" } } }], "invalid-thrall-power"],
    ["declined upkeep for someone who did not fight", [{}, {}, { choices: { declinedArtifactUpkeep: ["x1"] } }], "not-fielded"],
  ])("%s", (_label, args, code) => {
    expect(problems(...args)).toContain(code);
  });

  test("Ruling R10: with three teams each KO needs its injuring team", () => {
    const input = battleInput([home, foes, third], [teamReport(home, "won", { knockedOut: [ko("h1")] }), teamReport(foes, "lost"), teamReport(third, "lost")]);
    expect(validatePostBattleInput(input).map((p) => p.code)).toEqual(["missing-injuring-team"]);
  });

  test("releasing a captive is valid", () => {
    expect(problems({}, { releasedCharacterIds: ["held"] })).toEqual([]);
  });
});

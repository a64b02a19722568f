import { describe, expect, test } from "vitest";
import { rosterSettings, type SuRosterSettings } from "../card/roster-settings";
import { levelBlocks, levelsBudget, teamLevels } from "./budget";
import { member } from "../samples/test-members";

describe("the Levels budget (SU L382, L401, Ruling SU-R34)", () => {
  test.each<[string, Partial<SuRosterSettings>, number]>([
    ["a small game: 15", { gameSize: "small" }, 15],
    ["a medium game: 25 (the default)", {}, 25],
    ["a large game: 35", { gameSize: "large" }, 35],
    ["a Secret Crisis Event with no number: 50", { gameSize: "secret-crisis" }, 50],
    ["a Secret Crisis Event agreed at 80", { gameSize: "secret-crisis", agreedLevels: 80 }, 80],
    ["an agreed 20", { gameSize: "agreed", agreedLevels: 20 }, 20],
    ["the agreed number is ignored for a named size", { gameSize: "small", agreedLevels: 99 }, 15],
  ])("%s", (_label, settings, levels) => {
    expect(levelsBudget(rosterSettings(settings))).toEqual({ ok: true, levels });
  });

  test.each<[string, Partial<SuRosterSettings>]>([
    ["an agreed game without a number", { gameSize: "agreed", agreedLevels: null }],
    ["an agreed 0", { gameSize: "agreed", agreedLevels: 0 }],
    ["an agreed 12.5", { gameSize: "agreed", agreedLevels: 12.5 }],
    ["a Secret Crisis Event of 40 (L401: 50 or more)", { gameSize: "secret-crisis", agreedLevels: 40 }],
  ])("refused: %s", (_label, settings) => {
    const budget = levelsBudget(rosterSettings(settings));
    expect(budget.ok ? null : budget.problem.code).toBe("invalid-budget");
  });

  test("a team's Levels add up", () => {
    expect(teamLevels([member("A", 4), member("B", 2), member("C", 10)])).toBe(16);
  });
});

describe("blocks of Levels (Ruling SU-R32)", () => {
  const team26 = [member("A", 10), member("B", 10), member("C", 6)];
  test.each<[string, Partial<SuRosterSettings>, number, number]>([
    ["15-Level game, a started block counts: 1 per 25", { gameSize: "small" }, 25, 1],
    ["15-Level game, only whole blocks: 0 per 25", { gameSize: "small", levelBlockRounding: "full" }, 25, 0],
    ["25-Level game: 1 per 25 either way", { gameSize: "medium", levelBlockRounding: "full" }, 25, 1],
    ["35-Level game, started: 2 per 25", { gameSize: "large" }, 25, 2],
    ["35-Level game, whole: 1 per 25", { gameSize: "large", levelBlockRounding: "full" }, 25, 1],
    ["35-Level game: 1 per 50", { gameSize: "large" }, 50, 1],
    ["35-Level game, whole: 0 per 50", { gameSize: "large", levelBlockRounding: "full" }, 50, 0],
    ["counted in the team's own 26 Levels: 2 per 25", { gameSize: "large", levelBlockBasis: "team-levels" }, 25, 2],
    ["counted in the team's own 26 Levels, whole: 1 per 25", { gameSize: "large", levelBlockBasis: "team-levels", levelBlockRounding: "full" }, 25, 1],
  ])("%s", (_label, settings, per, blocks) => {
    expect(levelBlocks(per, rosterSettings(settings), team26)).toBe(blocks);
  });

  test("unknown while the budget setting is broken", () => {
    expect(levelBlocks(25, rosterSettings({ gameSize: "agreed" }), team26)).toBeNull();
  });
});

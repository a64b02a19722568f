import { describe, expect, test } from "vitest";
import { SCENARIO_IDS, SPECIAL_EVENT_IDS, validateBattleReport, type SpecialEventId } from "@/lib/rules/smf";
import { battleInput, member, squad } from "@/lib/rules/smf/testing/fixtures";
import { planRandom } from "./seed-plan";
import { seedReport, type ReportableBattle } from "./seed-report";

const teams = [1, 2, 3, 4].map((t) =>
  squad(`team-${t}`, [
    ...[1, 2, 3, 4].map((m) => member(`t${t}-m${m}`)),
    member(`t${t}-captive`, { state: { status: "captured" } }),
  ]),
);

function battleOf(size: number, scenarioId: ReportableBattle["scenarioId"], specialEventId: SpecialEventId | null): ReportableBattle {
  return {
    scenarioId,
    specialEventId,
    teams: teams.slice(0, size).map((t) => ({ teamId: t.teamId, lineUp: t.characters.filter((c) => c.state.status === "active").map((c) => ({ characterId: c.id })) })),
    capturedIds: teams.map((t) => `${t.teamId.replace("team-", "t")}-captive`),
  };
}

const CASES = SCENARIO_IDS.flatMap((scenario) => [null, ...SPECIAL_EVENT_IDS].map((event) => ({ scenario, event })));

describe("seedReport", () => {
  test.each(CASES)("$scenario with $event: the rules accept every drawn report (2, 3 and 4 teams)", ({ scenario, event }) => {
    for (let seed = 1; seed <= 30; seed++) {
      const battle = battleOf(2 + (seed % 3), scenario, event);
      const report = seedReport(planRandom(seed), battle);
      const input = battleInput(teams, report.teams, { report: { scenarioId: scenario, ...(event ? { specialEventId: event } : {}), ...(report.releasedCharacterIds ? { releasedCharacterIds: report.releasedCharacterIds } : {}) } });
      expect(validateBattleReport(input), `seed ${seed}`).toEqual([]);
    }
  });

  test("one winner and the rest lost, or a draw for all; KOs only of the team's own fielded members, by a foe", () => {
    const outcomes = new Set<string>();
    let knockouts = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const battle = battleOf(4, "rooftop-rumble", null);
      const report = seedReport(planRandom(seed), battle);
      const results = report.teams.map((t) => t.result);
      const isDraw = results.every((r) => r === "draw");
      expect(isDraw || (results.filter((r) => r === "won").length === 1 && results.filter((r) => r === "lost").length === 3)).toBe(true);
      outcomes.add(isDraw ? "draw" : "win");
      for (const team of report.teams) {
        for (const ko of team.knockedOut) {
          expect(team.fieldedCharacterIds).toContain(ko.characterId);
          expect(ko.injuredByTeamId).not.toBe(team.teamId);
          expect(battle.teams.map((t) => t.teamId)).toContain(ko.injuredByTeamId);
          knockouts++;
        }
      }
      for (const id of report.releasedCharacterIds ?? []) expect(battle.capturedIds).toContain(id);
    }
    expect(outcomes).toEqual(new Set(["draw", "win"]));
    // Some KOs in most battles, so injuries get rolled.
    expect(knockouts).toBeGreaterThan(200);
  });

  test("the same stream gives the same report", () => {
    const battle = battleOf(3, "seek-and-find", "alien-artifact");
    expect(seedReport(planRandom(5), battle)).toEqual(seedReport(planRandom(5), battle));
  });
});

import { describe, expect, test } from "vitest";
import { battleInput, squad, teamReport } from "../testing/fixtures";
import { initialPostBattleState } from "./state";
import { tallyStoryPoints } from "./tally";

function tally(balances: number[], goal = 20) {
  const teams = balances.map((b, i) => squad(`t${i}`, [], { name: `T${i}`, storyPoints: { earned: 30, balance: b } }));
  const input = battleInput(teams, [teamReport(teams[0]!, "won"), teamReport(teams[1]!, "lost")], { campaign: { storyPointGoal: goal } });
  const result = tallyStoryPoints(initialPostBattleState(input), input);
  if (!result.ok) throw new Error("tally failed");
  return result;
}

describe("Phase 4 tally (L2698, Ruling R14)", () => {
  test.each<[string, number[], string[]]>([
    ["nobody at the goal: the campaign goes on", [19, 12], []],
    ["one team at the goal wins", [20, 12], ["t0"]],
    ["two teams past the goal: the higher balance wins", [21, 23], ["t1"]],
    ["equal balances share the anniversary issue", [22, 22, 5], ["t0", "t1"]],
  ])("%s", (_label, balances, winners) => {
    const result = tally(balances);
    expect(result.state.campaignEnd?.winnerTeamIds ?? []).toEqual(winners);
    const event = result.events[0]!;
    expect(event.kind === "tally" && event.winnerTeamIds).toEqual(winners);
  });

  test("the goal is read from the campaign options", () => {
    expect(tally([10, 3], 10).state.campaignEnd).toEqual({ winnerTeamIds: ["t0"], goal: 10 });
  });
});

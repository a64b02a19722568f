import { describe, expect, test } from "vitest";
import { scriptedDice, seededDice } from "../../dice";
import { STORY_POINTS_PER_MILESTONE } from "../data/bump-tables";
import { SMF_RULES_VERSION } from "../rules-version";
import { battleInput, bigBattle, member, squad, teamReport } from "../testing/fixtures";
import { ledgerOf, replayPostBattle, runPostBattle, thrownFaces } from "./run-post-battle";
import { POST_BATTLE_SEQUENCE, type PostBattleInput } from "./types";

function run(input: PostBattleInput, seed: number) {
  const result = runPostBattle(input, seededDice(seed));
  if (!result.ok) throw new Error(`${result.failedStep}: ${JSON.stringify(result.problems)}`);
  return result;
}

describe("runPostBattle — a whole sequence, 4 teams of 7, seed 42", () => {
  const input = bigBattle();
  const result = run(input, 42);

  test("snapshot: every event line and the final state", () => {
    expect(result.events.map((e) => `[${e.step}] ${e.summary}`)).toMatchSnapshot();
    expect(result.state).toMatchSnapshot();
  });

  test("steps run in the order of POST_BATTLE_SEQUENCE, ending with the tally", () => {
    const order = POST_BATTLE_SEQUENCE.map((s) => s.step);
    const indices = result.events.map((e) => order.indexOf(e.step));
    expect(indices).toEqual([...indices].sort((a, b) => a - b));
    expect(result.events.at(-1)!.kind).toBe("tally");
    expect(result.rulesVersion).toBe(SMF_RULES_VERSION);
  });

  test("every KO'ed member is accounted for: an injury roll, or a reason it does not roll", () => {
    for (const report of input.report.teams) {
      for (const ko of report.knockedOut) {
        const event = result.events.find((e) => e.characterId === ko.characterId && (e.kind === "injury" || e.kind === "no-injury-roll"));
        expect(event, ko.characterId).toBeDefined();
      }
    }
    expect(result.events.filter((e) => e.kind === "no-injury-roll").map((e) => e.kind === "no-injury-roll" && e.reason)).toEqual(["henchmen", "henchmen", "henchmen", "henchmen"]);
  });

  test("Ruling R8: the ledger explains every change to earned and balance", () => {
    for (const before of input.teams) {
      const after = result.state.teams.find((t) => t.teamId === before.teamId)!;
      const entries = result.ledger.filter((e) => e.teamId === before.teamId);
      expect(after.storyPoints.balance - before.storyPoints.balance).toBe(entries.reduce((s, e) => s + e.delta, 0));
      expect(after.storyPoints.earned - before.storyPoints.earned).toBe(entries.filter((e) => e.delta > 0).reduce((s, e) => s + e.delta, 0));
      expect(after.milestonesReached).toBe(Math.floor(after.storyPoints.earned / STORY_POINTS_PER_MILESTONE));
      expect(entries.every((e) => e.delta !== 0)).toBe(true);
    }
    expect(ledgerOf(result.events)).toEqual(result.ledger);
  });

  test("Team 1 won: reward 2, paid a guest star", () => {
    const reasons = result.ledger.filter((e) => e.teamId === "team-1").map((e) => e.reason);
    expect(reasons[0]).toBe("reward");
    expect(reasons).toContain("guest-star");
    expect(result.state.teams[0]!.guestStarsPending).toBe(1);
  });

  test("replay: folding the stored faces gives the same state and events", () => {
    const replay = replayPostBattle(input, result.events);
    expect(replay).toEqual(result);
  });

  test("the events carry every die thrown and nothing else", () => {
    const dice = scriptedDice(thrownFaces(result.events));
    runPostBattle(input, dice);
    expect(dice.remaining()).toBe(0);
  });
});

describe("runPostBattle — failures", () => {
  const home = squad("home", [member("a"), member("b"), member("c")], { storyPoints: { earned: 4, balance: 4 } });
  const foes = squad("foes", [member("f")]);

  test("an invalid report stops before any die", () => {
    const input = battleInput([home, foes], [teamReport(home, "won"), teamReport(foes, "won")]);
    const dice = scriptedDice([]);
    expect(runPostBattle(input, dice)).toMatchObject({ ok: false, failedStep: "input", problems: [{ code: "invalid-results" }], events: [] });
  });

  test("an invalid bump allocation stops at the bumps step, keeping the events so far", () => {
    const input = battleInput([home, foes], [teamReport(home, "won"), teamReport(foes, "lost")], {
      choices: { bumps: { home: [{ characterId: "a", table: "general" }] } },
    });
    const result = runPostBattle(input, scriptedDice([]));
    expect(result).toMatchObject({ ok: false, failedStep: "bumps", problems: [{ code: "wrong-bump-count" }] });
    expect(result.events.map((e) => e.step)).toEqual(["story-points", "story-points"]);
    expect(result.state.teams[0]!.storyPoints).toEqual({ earned: 6, balance: 6 });
  });

  test("a refused special check stops at the special step", () => {
    const input = battleInput([home, foes], [teamReport(home, "won"), teamReport(foes, "lost")], {
      report: { scenarioId: "team-up" },
      choices: { special: { checks: [{ characterId: "f", category: "adventure" }] } },
    });
    expect(runPostBattle(input, scriptedDice([]))).toMatchObject({ ok: false, failedStep: "scenario-special" });
  });
});

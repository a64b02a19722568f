import { describe, expect, test } from "vitest";
import { runAftermath } from "./aftermath";
import { battleInput, member, squad, teamReport } from "../testing/fixtures";
import { characterById, initialPostBattleState } from "./state";
import type { BattleReport, TeamBattleReport } from "./types";

const hurt = member("hurt", {
  state: {
    nextBattle: { missesBattle: true, moveLoss: 2, attackDiceLoss: 1, arrivesRound: 3 },
    settleScoreAgainst: [
      { teamId: "foes", teamName: "Foes" },
      { teamId: "elsewhere", teamName: "Elsewhere" },
    ],
  },
});
const captive = member("captive", { state: { status: "captured", capturedBy: { teamId: "foes", teamName: "Foes" } } });

function run(homeExtra: Partial<TeamBattleReport> = {}, base?: { wonInIssue: number; battlesWhileHeld: number }, report: Partial<BattleReport> = {}) {
  const home = squad("home", [hurt, captive], { name: "Home", replacedSidekickIds: ["old"], ...(base ? { base } : {}) });
  const foes = squad("foes", [member("f")], { name: "Foes" });
  const input = battleInput([home, foes], [teamReport(home, "lost", homeExtra), teamReport(foes, "won")], { report });
  const result = runAftermath(initialPostBattleState(input), input);
  if (!result.ok) throw new Error("aftermath failed");
  return result;
}

describe("aftermath", () => {
  test("Ruling R18: next-battle effects are served, whether or not the character fought", () => {
    const { state, events } = run({ fieldedCharacterIds: [] });
    expect(characterById(state, "hurt").state.nextBattle).toEqual({ missesBattle: false, moveLoss: 0, attackDiceLoss: 0 });
    expect(events[0]).toMatchObject({ kind: "next-battle-effects-cleared", teamId: "home" });
  });

  test("Settle the Score is used up against the teams met, kept against the others", () => {
    const { state } = run();
    expect(characterById(state, "hurt").state.settleScoreAgainst).toEqual([{ teamId: "elsewhere", teamName: "Elsewhere" }]);
  });

  test("replaced sidekicks have had their 2+ arrival battle (L1035)", () => {
    expect(run().state.teams[0]!.replacedSidekickIds).toEqual([]);
  });

  test("Ruling R16: a base held during the battle ages by one", () => {
    const { state, events } = run({}, { wonInIssue: 1, battlesWhileHeld: 1 });
    expect(state.teams[0]!.base).toEqual({ wonInIssue: 1, battlesWhileHeld: 2 });
    expect(events.map((e) => e.kind)).toContain("base-held");
  });

  test.each([
    ["recorded as lost", { hasLostBase: true }, {}],
    ["Fortress Assault defender that lost", { isFortressDefender: true }, { scenarioId: "fortress-assault" as const }],
  ])("Ruling R16: a base %s is removed and its age remembered for Phase 2", (_label, extra, report) => {
    const { state } = run(extra, { wonInIssue: 1, battlesWhileHeld: 2 }, report);
    expect(state.teams[0]!.base).toBeUndefined();
    expect(state.lostBases).toEqual([{ teamId: "home", battlesWhileHeld: 3 }]);
  });

  test("Ruling R19: a released captive is active again and no longer held", () => {
    const { state, events } = run({}, undefined, { releasedCharacterIds: ["captive"] });
    expect(characterById(state, "captive").state.status).toBe("active");
    expect(characterById(state, "captive").state.capturedBy).toBeUndefined();
    expect(events.at(-1)).toMatchObject({ kind: "released", characterId: "captive" });
  });
});

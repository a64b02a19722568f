import { describe, expect, test } from "vitest";
import { ACE, type SuCard } from "@/lib/rules/supers-unlimited";
import { SU_DEFAULT_SETTINGS } from "./campaign-settings";
import { EMPTY_SU_TEAM_STATE, readSuTeamState } from "./team-state";
import { teamVerdict } from "./team-verdict";

const card = (id: string, patch: Partial<SuCard> = {}): SuCard => ({ ...ACE, id, name: id, ...patch });

describe("a league team's verdict", () => {
  test("an empty roster: no leader, and the one problem of having no cards", () => {
    const verdict = teamVerdict(SU_DEFAULT_SETTINGS, [], null);
    expect(verdict.leader).toEqual({ kind: "none" });
    expect(verdict.problems.map((p) => p.code)).toEqual(["empty-team"]);
    expect(verdict.summary).toMatchObject({ levels: 0, budget: 25 });
  });

  test("a tie waits for the owner; a choice among it leads", () => {
    const cards = [card("a"), card("b")];
    expect(teamVerdict(SU_DEFAULT_SETTINGS, cards, null).leader).toMatchObject({ kind: "owner-chooses" });
    expect(teamVerdict(SU_DEFAULT_SETTINGS, cards, "b").leader).toMatchObject({ kind: "leader", leader: { id: "b" } });
  });

  test("a choice of a card no longer on the roster counts as none, never as a problem", () => {
    const verdict = teamVerdict(SU_DEFAULT_SETTINGS, [card("a"), card("b")], "gone");
    expect(verdict.leader).toMatchObject({ kind: "owner-chooses" });
    expect(verdict.problems).toEqual([]);
  });

  test("a choice the rules do not allow is a problem on the leader", () => {
    const verdict = teamVerdict(SU_DEFAULT_SETTINGS, [card("a", { level: 5 }), card("b")], "b");
    expect(verdict.problems.map((p) => [p.code, p.field])).toEqual([["invalid-leader", "leaderId"]]);
  });

  test("over the budget is shown, not blocked", () => {
    const verdict = teamVerdict({ ...SU_DEFAULT_SETTINGS, gameSize: "small" }, [card("a", { level: 10 }), card("b", { level: 6 })], null);
    expect(verdict.problems.map((p) => p.code)).toContain("over-budget");
    expect(verdict.summary).toMatchObject({ levels: 16, budget: 15 });
  });
});

describe("a league team's stored state", () => {
  test("a new team's {} reads as no choice", () => expect(readSuTeamState({})).toEqual(EMPTY_SU_TEAM_STATE));
  test("a stored choice reads back", () => expect(readSuTeamState({ v: 1, leaderId: "a" })).toEqual({ v: 1, leaderId: "a" }));
  test("another shape is a programmer error", () => expect(() => readSuTeamState({ v: 2 })).toThrow());
});

import { describe, expect, test } from "vitest";
import { squad } from "../testing/fixtures";
import { correctStoryPoints, gainStoryPoints, loseStoryPoints, spendStoryPoints, STORY_POINT_REASONS } from "./ledger";

const team = (earned: number, balance: number) => squad("t", [], { name: "Team", storyPoints: { earned, balance } });

describe("story points (Ruling R8)", () => {
  test("a gain adds to earned and balance and records the counters after it", () => {
    const { team: next, entry } = gainStoryPoints(team(4, 2), 2, "reward", "won");
    expect(next.storyPoints).toEqual({ earned: 6, balance: 4 });
    expect(entry).toEqual({ teamId: "t", delta: 2, reason: "reward", earned: 6, balance: 4, note: "won" });
  });

  test("a spend lowers only the balance", () => {
    const result = spendStoryPoints(team(6, 3), 2, "guest-star", "a guest star", "c1");
    expect(result).toMatchObject({ ok: true, team: { storyPoints: { earned: 6, balance: 1 } }, entry: { delta: -2, characterId: "c1" } });
  });

  test("an optional spend bigger than the balance is refused and changes nothing", () => {
    const result = spendStoryPoints(team(6, 1), 2, "guest-star", "a guest star");
    expect(result).toEqual({ ok: false, error: { code: "insufficient-balance", message: "Team has 1 SP; a guest star costs 2.", rule: { ruling: "R8" } } });
  });

  test.each([
    ["covered in full", 5, 2, { balance: 3, delta: -2, unpaid: 0 }],
    ["capped at the balance", 1, 2, { balance: 0, delta: -1, unpaid: 1 }],
    ["nothing to lose: no entry", 0, 2, { balance: 0, delta: undefined, unpaid: 2 }],
  ])("a mandatory loss is %s", (_label, balance, amount, expected) => {
    const result = loseStoryPoints(team(10, balance), amount, "base-lost", "base lost");
    expect(result.team.storyPoints).toEqual({ earned: 10, balance: expected.balance });
    expect(result.entry?.delta).toBe(expected.delta);
    expect(result.unpaid).toBe(expected.unpaid);
  });

  test.each([0, -1, 1.5])("an amount of %s is a programmer error", (amount) => {
    expect(() => gainStoryPoints(team(1, 1), amount, "reward", "x")).toThrow();
    expect(() => spendStoryPoints(team(1, 1), amount, "vehicle", "x")).toThrow();
    expect(() => loseStoryPoints(team(1, 1), amount, "base-lost", "x")).toThrow();
  });

  const REQUIRED = [
    "reward",
    "objective",
    "event",
    "inspired-recovery",
    "base-income",
    "base-lost",
    "artifact-upkeep",
    "guest-star",
    "vehicle",
    "quiver",
    "grimoire",
    "curse-lift",
    "correction",
  ];
  test.each(REQUIRED)("%s is a ledger reason", (reason) => {
    expect(STORY_POINT_REASONS).toContain(reason);
  });
});

describe("organiser corrections (Ruling R8)", () => {
  test("a positive correction is SP gained: it adds to earned and balance", () => {
    const result = correctStoryPoints(team(4, 2), 3, "reward forgotten in issue 3");
    expect(result).toEqual({
      ok: true,
      team: expect.objectContaining({ storyPoints: { earned: 7, balance: 5 } }),
      entry: { teamId: "t", delta: 3, reason: "correction", earned: 7, balance: 5, note: "reward forgotten in issue 3" },
    });
  });

  test("a negative correction lowers only the balance: earned never falls", () => {
    const result = correctStoryPoints(team(9, 4), -2, "reward counted twice");
    expect(result).toMatchObject({ ok: true, team: { storyPoints: { earned: 9, balance: 2 } }, entry: { delta: -2, earned: 9, balance: 2 } });
  });

  test("a negative correction down to exactly 0 is allowed", () => {
    const result = correctStoryPoints(team(9, 2), -2, "reward counted twice");
    expect(result.ok && result.team.storyPoints).toEqual({ earned: 9, balance: 0 });
  });

  test("a negative correction below 0 is refused and changes nothing", () => {
    const before = team(9, 1);
    const result = correctStoryPoints(before, -2, "reward counted twice");
    expect(result).toEqual({
      ok: false,
      error: { code: "insufficient-balance", message: "Team has 1 SP; a correction of -2 would take the balance below 0.", rule: { ruling: "R8" } },
    });
    expect(before.storyPoints).toEqual({ earned: 9, balance: 1 });
  });

  test.each([
    ["a delta of 0", 0, "why"],
    ["a fractional delta", 1.5, "why"],
    ["a blank note", 1, "  "],
  ])("%s is a programmer error", (_label, delta, note) => {
    expect(() => correctStoryPoints(team(1, 1), delta, note)).toThrow();
  });
});

import { describe, expect, test } from "vitest";
import { squad } from "./fixtures";
import { gainStoryPoints, loseStoryPoints, spendStoryPoints } from "./story-points";

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
    expect(result).toEqual({ ok: false, error: { code: "insufficient-balance", message: "Team has 1 SP; a guest star costs 2." } });
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
});

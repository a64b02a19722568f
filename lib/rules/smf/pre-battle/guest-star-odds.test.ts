import { describe, expect, test } from "vitest";
import { goalDistribution } from "../../odds";
import { guestStarWinChance } from "./guest-star-odds";

describe("guestStarWinChance", () => {
  test("a lone team always wins", () => {
    expect(guestStarWinChance([4], [])).toBe(1);
  });

  test.each([
    { label: "two equal pools", pools: [4, 4], chance: 1 / 2 },
    { label: "three equal pools", pools: [5, 5, 5], chance: 1 / 3 },
  ])("$label before anyone throws: an even share", ({ pools, chance }) => {
    expect(guestStarWinChance(pools, [])).toBeCloseTo(chance, 12);
  });

  test("after the first team's goals: beat them, or tie and win the re-throw of equal pools (1/2)", () => {
    const g = goalDistribution(4, 0);
    expect(guestStarWinChance([4, 4], [3])).toBeCloseTo(g.slice(4).reduce((a, b) => a + b, 0) + g[3]! / 2, 12);
  });

  test("before anyone throws, the teams' chances add up to 1 whatever the pools", () => {
    const pools = [4, 6, 5, 4];
    const chances = pools.map((_, i) => guestStarWinChance([pools[i]!, ...pools.filter((__, j) => j !== i)], []));
    expect(chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    // More dice, better chances.
    expect(chances[1]).toBeGreaterThan(chances[2]!);
    expect(chances[2]).toBeGreaterThan(chances[0]!);
  });

  test("a bigger pool wins a two-team re-throw more often than not", () => {
    expect(guestStarWinChance([6, 4], [])).toBeGreaterThan(0.5);
  });
});

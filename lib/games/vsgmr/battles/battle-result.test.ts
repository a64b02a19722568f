import { describe, expect, it } from "vitest";
import { checkBattleResult, defeatedEntries, type VsgmrSideResult } from "./battle-result";

const side = (teamId: string, over: Partial<VsgmrSideResult> = {}): VsgmrSideResult => ({
  teamId,
  name: teamId.toUpperCase(),
  forceHalves: 60,
  defeatedHalves: 0,
  outcome: "LOST",
  ...over,
});

describe("checkBattleResult", () => {
  it("accepts one winner with halves within what the enemy fielded", () => {
    expect(checkBattleResult([side("a", { outcome: "WON", defeatedHalves: 60 }), side("b", { defeatedHalves: 7 })])).toEqual([]);
  });

  it("refuses more points defeated than the enemy fielded, in points with halves", () => {
    const problems = checkBattleResult([side("a", { outcome: "WON", defeatedHalves: 61 }), side("b", { forceHalves: 61 })]);
    expect(problems).toEqual([]);
    const over = checkBattleResult([side("a", { outcome: "WON", defeatedHalves: 63 }), side("b", { forceHalves: 61 })]);
    expect(over).toEqual([{ teamId: "a", message: "A cannot have defeated 31½ points: its enemies fielded 30½." }]);
  });

  it("refuses negative or fractional halves", () => {
    expect(checkBattleResult([side("a", { outcome: "WON", defeatedHalves: -1 }), side("b", { defeatedHalves: 1.5 })]).map((p) => p.teamId)).toEqual(["a", "b"]);
  });

  it("refuses outcomes that disagree: two winners, a one-sided draw, nobody winning", () => {
    expect(checkBattleResult([side("a", { outcome: "WON" }), side("b", { outcome: "WON" })])).toEqual([
      { teamId: null, message: "Only one force can win a battle, or several that fought on the same side of the scenario." },
    ]);
    expect(checkBattleResult([side("a", { outcome: "DRAW" }), side("b")])).toEqual([{ teamId: null, message: "A draw is a draw for every force." }]);
    expect(checkBattleResult([side("a"), side("b")])).toEqual([{ teamId: null, message: "Choose who won, or call it a draw." }]);
    expect(checkBattleResult([side("a", { outcome: "DRAW" }), side("b", { outcome: "DRAW" })])).toEqual([]);
  });

  it("several winners who fought on one side of the scenario: the Assaulters who brought a Fortress down together (Ruling VS-R25)", () => {
    const roles = { a: "assaulter", b: "assaulter", c: "defender" };
    expect(checkBattleResult([side("a", { outcome: "WON" }), side("b", { outcome: "WON" }), side("c")], roles)).toEqual([]);
    expect(checkBattleResult([side("a", { outcome: "WON" }), side("b"), side("c", { outcome: "WON" })], roles)).toEqual([
      { teamId: null, message: "Only one force can win a battle, or several that fought on the same side of the scenario." },
    ]);
  });

  it("needs two forces", () => {
    expect(checkBattleResult([side("a", { outcome: "WON" })])).toContainEqual({ teamId: null, message: "A battle needs at least two forces." });
  });
});

describe("defeatedEntries", () => {
  it("writes one FIGURES_DEFEATED row per side that defeated something, keyed per battle and force", () => {
    expect(defeatedEntries("b1", [side("a", { defeatedHalves: 7 }), side("b")])).toEqual([
      { teamId: "a", currency: "defeated-halves", reason: "FIGURES_DEFEATED", delta: 7, idempotencyKey: "vsgmr:b1:a:defeated" },
    ]);
  });
});

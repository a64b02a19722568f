import { describe, expect, test } from "vitest";
import { scriptedDice } from "@/lib/rules/dice";
import { rollPlasmaXBenefit, rollPlasmaXMarkers } from "@/lib/rules/supers-unlimited";
import { PLASMA_X_ODDS, plasmaXGainsOf, plasmaXMarkersLeft, plasmaXMarkersPlaced, type SuPlasmaXGain } from "./plasma-x-at-table";

const setUp = { plasmaX: rollPlasmaXMarkers(scriptedDice([5, 4], 10), { players: ["t1", "t2"], gameLevels: 25 }) };

function gain(teamId: string, characterId: string, face: number, benefit: SuPlasmaXGain["benefit"]): SuPlasmaXGain {
  return {
    teamId,
    characterId,
    name: characterId,
    roll: rollPlasmaXBenefit(scriptedDice([face], 10)),
    benefit,
    source: "app",
    requestKey: `${characterId}-${face}`,
    actorName: "Olive",
  };
}

describe("Plasma X at the table", () => {
  test("markers placed come from the set-up roll, and none without it", () => {
    expect(plasmaXMarkersPlaced(setUp, "t1")).toBe(4); // 5 − 3 + 2
    expect(plasmaXMarkersPlaced(setUp, "t2")).toBe(3);
    expect(plasmaXMarkersPlaced({}, "t1")).toBe(0);
  });

  test("each gain uses one marker of its own team, never below 0", () => {
    const gains = [gain("t1", "ace", 1, "power"), gain("t1", "ace", 5, "move"), gain("t2", "brick", 3, "recover")];
    expect(plasmaXMarkersLeft(setUp, gains, "t1")).toBe(2);
    expect(plasmaXMarkersLeft(setUp, gains, "t2")).toBe(2);
    expect(plasmaXMarkersLeft({}, gains, "t1")).toBe(0);
  });

  test("a character's benefits are listed in the order gained", () => {
    const gains = [gain("t1", "ace", 1, "power"), gain("t2", "brick", 7, "success"), gain("t1", "ace", 10, "move")];
    expect(plasmaXGainsOf(gains, "ace")).toEqual(["power", "move"]);
    expect(plasmaXGainsOf(gains, "nobody")).toEqual([]);
  });

  test("the odds shown before the roll cover the ten faces once, 20% a row", () => {
    expect(PLASMA_X_ODDS.flatMap((row) => row.faces).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(PLASMA_X_ODDS.map((row) => row.percent)).toEqual([20, 20, 20, 20, 20]);
  });
});
